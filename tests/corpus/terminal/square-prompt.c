#include <stdio.h>

/* Asks for a number and prints its square. */
int main(void) {
    int n;
    printf("Enter a number: ");
    if (scanf("%d", &n) != 1) {
        printf("That is not a number.\n");
        return 1;
    }
    printf("%d squared is %d\n", n, n * n);
    return 0;
}
