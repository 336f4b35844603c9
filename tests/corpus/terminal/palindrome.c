#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Says whether a line reads the same both ways, looking only at its letters. */
int main(void) {
    char line[200];
    printf("Phrase: ");
    if (fgets(line, sizeof line, stdin) == NULL)
        return 1;
    size_t i = 0, j = strlen(line);
    int same = 1;
    while (same && i < j) {
        if (!isalpha((unsigned char)line[i])) {
            i++;
        } else if (!isalpha((unsigned char)line[j - 1])) {
            j--;
        } else {
            same = tolower((unsigned char)line[i]) == tolower((unsigned char)line[j - 1]);
            i++;
            j--;
        }
    }
    printf(same ? "a palindrome\n" : "not a palindrome\n");
    return 0;
}
