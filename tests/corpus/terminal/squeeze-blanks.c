#include <stdio.h>

/* Copies the input, replacing each run of blanks with a single blank. */
int main(void) {
    int c;
    int previous = 0;
    while ((c = getchar()) != EOF) {
        if (c != ' ' || previous != ' ')
            putchar(c);
        previous = c;
    }
    return 0;
}
