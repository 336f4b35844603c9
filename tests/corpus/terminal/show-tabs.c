#include <stdio.h>

/* Makes tabs and backslashes visible: a tab prints as \t, a backslash as \\. */
int main(void) {
    int c;
    while ((c = getchar()) != EOF) {
        if (c == '\t')
            printf("\\t");
        else if (c == '\\')
            printf("\\\\");
        else
            putchar(c);
    }
    return 0;
}
