#include <ctype.h>
#include <stdio.h>

/* Peeks at the next character without taking it. */
static int peek(void) {
    int c = getchar();
    if (c != EOF)
        ungetc(c, stdin);
    return c;
}

/* Splits each line into words, numbers and single symbols, as a tiny scanner does. */
int main(void) {
    int c;
    while ((c = getchar()) != EOF) {
        if (c == ' ' || c == '\t')
            continue;
        if (c == '\n') {
            printf("(end of line)\n");
        } else if (isalpha(c)) {
            printf("word: %c", c);
            while (isalnum(peek()))
                putchar(getchar());
            putchar('\n');
        } else if (isdigit(c)) {
            printf("number: %c", c);
            while (isdigit(peek()))
                putchar(getchar());
            putchar('\n');
        } else {
            printf("symbol: %c\n", c);
        }
    }
    return 0;
}
