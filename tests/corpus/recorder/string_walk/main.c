#include <stdio.h>

int length(const char *s) {
    const char *p = s;
    while (*p != '\0')
        p++;
    return (int)(p - s);
}

int main(void) {
    char word[6] = "hello";
    const char *greeting = "hi";
    word[0] = 'j';
    int n = length(word);
    int m = length(greeting);
    printf("%s %d %d\n", word, n, m);
    return 0;
}
