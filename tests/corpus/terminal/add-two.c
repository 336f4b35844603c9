#include <stdio.h>

/* Reads two integers on one line and prints their sum. */
int main(void) {
    int a, b;
    printf("Enter two integers: ");
    if (scanf("%d %d", &a, &b) != 2)
        return 1;
    printf("%d + %d = %d\n", a, b, a + b);
    return 0;
}
