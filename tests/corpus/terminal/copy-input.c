#include <stdio.h>

/* Copies the input to the output one character at a time. */
int main(void) {
    int c = getchar();
    while (c != EOF) {
        putchar(c);
        c = getchar();
    }
    return 0;
}
