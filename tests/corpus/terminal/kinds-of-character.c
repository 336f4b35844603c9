#include <stdio.h>

/* Counts digits (each one separately), white space (blanks, tabs, newlines) and everything else. */
int main(void) {
    int digits[10] = {0};
    int white = 0, other = 0;
    int c;
    while ((c = getchar()) != EOF) {
        if (c >= '0' && c <= '9')
            digits[c - '0']++;
        else if (c == ' ' || c == '\t' || c == '\n')
            white++;
        else
            other++;
    }
    printf("digits =");
    for (int i = 0; i < 10; i++)
        printf(" %d", digits[i]);
    printf(", white space = %d, other = %d\n", white, other);
    return 0;
}
