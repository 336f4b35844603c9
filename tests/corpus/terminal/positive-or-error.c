#include <stdio.h>

/* Refuses a number that is not positive with a message on stderr and exit status 2. */
int main(void) {
    int n;
    printf("A positive number: ");
    if (scanf("%d", &n) != 1 || n <= 0) {
        fprintf(stderr, "error: not a positive number\n");
        return 2;
    }
    printf("half of %d is %d\n", n, n / 2);
    return 0;
}
