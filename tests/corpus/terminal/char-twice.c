#include <stdio.h>

/* The other classic surprise: "%c" without a blank reads the newline left by the first answer. */
int main(void) {
    char first, second;
    printf("A letter: ");
    if (scanf("%c", &first) != 1)
        return 1;
    printf("Another letter: ");
    if (scanf("%c", &second) != 1)
        return 1;
    printf("first %d, second %d\n", first, second);
    return 0;
}
