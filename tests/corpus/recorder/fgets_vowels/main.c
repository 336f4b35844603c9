#include <stdio.h>
#include <string.h>

int is_vowel(char c) {
    return strchr("aeiou", c) != NULL && c != '\0';
}

int main(void) {
    char line[16];
    if (fgets(line, sizeof line, stdin) == NULL)
        return 1;
    line[strcspn(line, "\n")] = '\0';
    int vowels = 0;
    for (char *p = line; *p; p++)
        vowels += is_vowel(*p);
    printf("%s: %d\n", line, vowels);
    return 0;
}
