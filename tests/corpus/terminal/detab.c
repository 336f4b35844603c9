#include <stdio.h>

#define TABSTOP 8

/* Replaces each tab with the filler that reaches the next tab stop (every 8 columns): dots, to be seen. */
int main(void) {
    int c;
    int column = 0;
    while ((c = getchar()) != EOF) {
        if (c == '\t') {
            do {
                putchar('.');
                column++;
            } while (column % TABSTOP != 0);
        } else {
            putchar(c);
            column = c == '\n' ? 0 : column + 1;
        }
    }
    return 0;
}
