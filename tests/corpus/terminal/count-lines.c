#include <stdio.h>

/* Counts the lines of the input: one for every newline character. */
int main(void) {
    int c;
    int lines = 0;
    while ((c = getchar()) != EOF) {
        if (c == '\n')
            lines++;
    }
    printf("lines: %d\n", lines);
    return 0;
}
