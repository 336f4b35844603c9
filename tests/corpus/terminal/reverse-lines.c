#include <stdio.h>

#define MAXLINE 100

/* Prints every line back to front, as soon as it has been read. */
int main(void) {
    char line[MAXLINE];
    int n = 0;
    int c;
    while ((c = getchar()) != EOF) {
        if (c != '\n' && n < MAXLINE) {
            line[n++] = (char)c;
            continue;
        }
        while (n > 0)
            putchar(line[--n]);
        putchar('\n');
    }
    return 0;
}
