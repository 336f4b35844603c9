#include <stdio.h>

/* Shifts every letter three places along the alphabet, wrapping round from z to a. */
int main(void) {
    int c;
    while ((c = getchar()) != EOF) {
        if (c >= 'a' && c <= 'z')
            c = 'a' + (c - 'a' + 3) % 26;
        else if (c >= 'A' && c <= 'Z')
            c = 'A' + (c - 'A' + 3) % 26;
        putchar(c);
    }
    return 0;
}
