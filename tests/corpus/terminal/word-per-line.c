#include <ctype.h>
#include <stdio.h>

/* Prints the input one word to a line. */
int main(void) {
    int c;
    int in_word = 0;
    while ((c = getchar()) != EOF) {
        if (isspace(c)) {
            if (in_word)
                putchar('\n');
            in_word = 0;
        } else {
            putchar(c);
            in_word = 1;
        }
    }
    return 0;
}
