#include <ctype.h>
#include <stdio.h>

#define LONGEST 10

/* A histogram of word lengths, one bar of stars for each length up to 10 (longer words in the last). */
int main(void) {
    int count[LONGEST + 1] = {0};
    int c;
    int length = 0;
    do {
        c = getchar();
        if (c == EOF || isspace(c)) {
            if (length > 0)
                count[length > LONGEST ? LONGEST : length]++;
            length = 0;
        } else {
            length++;
        }
    } while (c != EOF);
    for (int i = 1; i <= LONGEST; i++) {
        if (count[i] == 0)
            continue;
        printf("%2d ", i);
        for (int j = 0; j < count[i]; j++)
            putchar('*');
        putchar('\n');
    }
    return 0;
}
