#include <stdio.h>

/* Counts every character typed, newlines included, until end of input. */
int main(void) {
    long total = 0;
    while (getchar() != EOF)
        total++;
    printf("%ld characters\n", total);
    return 0;
}
