#include <stdio.h>

#define TABSTOP 4

/* Replaces runs of blanks that reach a tab stop (every 4 columns) with a tab, shown as '>'. */
int main(void) {
    int c;
    int column = 0;
    int blanks = 0;
    while ((c = getchar()) != EOF) {
        if (c == ' ') {
            blanks++;
            column++;
            if (column % TABSTOP == 0) {
                putchar(blanks > 1 ? '>' : ' ');
                blanks = 0;
            }
            continue;
        }
        for (; blanks > 0; blanks--)
            putchar(' ');
        putchar(c);
        column = c == '\n' ? 0 : column + 1;
    }
    return 0;
}
