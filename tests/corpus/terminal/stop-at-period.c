#include <stdio.h>

/* Copies the input until the first full stop, then stops reading, whatever follows on the line. */
int main(void) {
    int c;
    int count = 0;
    while ((c = getchar()) != EOF && c != '.')
        count++;
    printf("\n%d characters before the full stop\n", count);
    return 0;
}
