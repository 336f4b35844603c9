#include <ctype.h>
#include <stdio.h>

/* Reads a number digit by digit; the character after it is pushed back with ungetc. */
static long read_number(void) {
    long value = 0;
    int c;
    while ((c = getchar()) != EOF && isdigit(c))
        value = value * 10 + (c - '0');
    if (c != EOF)
        ungetc(c, stdin);
    return value;
}

/* Adds up the whole numbers found in the text, whatever surrounds them. */
int main(void) {
    long sum = 0;
    int c;
    while ((c = getchar()) != EOF) {
        if (isdigit(c)) {
            ungetc(c, stdin);
            long n = read_number();
            printf("found %ld\n", n);
            sum += n;
        }
    }
    printf("sum = %ld\n", sum);
    return 0;
}
