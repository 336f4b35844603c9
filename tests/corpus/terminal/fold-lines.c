#include <stdio.h>

#define WIDTH 10

/* Folds long lines: after 10 characters on a line, starts a new one. */
int main(void) {
    int c;
    int column = 0;
    while ((c = getchar()) != EOF) {
        if (c == '\n') {
            column = 0;
        } else if (column == WIDTH) {
            putchar('\n');
            column = 0;
        }
        putchar(c);
        if (c != '\n')
            column++;
    }
    return 0;
}
