#include <stdio.h>

/*
 * A prompt without a newline waits in stdout's buffer (a terminal's stdout is line buffered) while
 * stderr, unbuffered, is shown at once: the note comes out before the prompt.
 */
int main(void) {
    int n;
    printf("How many? ");
    fprintf(stderr, "(note: whole numbers only)\n");
    if (scanf("%d", &n) != 1)
        return 1;
    printf("You asked for %d.\n", n);
    return 0;
}
