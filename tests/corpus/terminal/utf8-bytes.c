#include <stdio.h>

/* Counts the bytes of each line: a letter with an accent takes two bytes in UTF-8. */
int main(void) {
    int c;
    int bytes = 0;
    while ((c = getchar()) != EOF) {
        if (c == '\n') {
            printf("%d bytes\n", bytes);
            bytes = 0;
        } else {
            bytes++;
        }
    }
    return 0;
}
