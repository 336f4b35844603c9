#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Counts the vowels of one line. */
int main(void) {
    char text[128];
    int vowels = 0;
    printf("Type a sentence: ");
    if (fgets(text, sizeof text, stdin) == NULL)
        return 1;
    for (size_t i = 0; text[i] != '\0'; i++) {
        if (strchr("aeiou", tolower((unsigned char)text[i])) != NULL)
            vowels++;
    }
    printf("%d vowels\n", vowels);
    return 0;
}
