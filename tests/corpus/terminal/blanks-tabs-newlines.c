#include <stdio.h>

/* Counts blanks, tabs and newlines separately. */
int main(void) {
    int blanks = 0, tabs = 0, newlines = 0;
    int c;
    while ((c = getchar()) != EOF) {
        switch (c) {
        case ' ':
            blanks++;
            break;
        case '\t':
            tabs++;
            break;
        case '\n':
            newlines++;
            break;
        default:
            break;
        }
    }
    printf("blanks %d, tabs %d, newlines %d\n", blanks, tabs, newlines);
    return 0;
}
