#include <stdio.h>

#define OUTSIDE 0
#define INSIDE 1

/* Lines, words and characters, the way wc counts them: a word is a run of non-blank characters. */
int main(void) {
    int c;
    int state = OUTSIDE;
    int lines = 0, words = 0, chars = 0;
    while ((c = getchar()) != EOF) {
        chars++;
        if (c == '\n')
            lines++;
        if (c == ' ' || c == '\t' || c == '\n') {
            state = OUTSIDE;
        } else if (state == OUTSIDE) {
            state = INSIDE;
            words++;
        }
    }
    printf("%d %d %d\n", lines, words, chars);
    return 0;
}
