#include <ctype.h>
#include <stdio.h>

/* Copies the input in capitals. */
int main(void) {
    int c;
    while ((c = getchar()) != EOF)
        putchar(toupper(c));
    return 0;
}
