#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *last_copy = NULL;

char *copy_upper(const char *s) {
    char *out = malloc(strlen(s) + 1);
    if (out == NULL)
        return NULL;
    char *w = out;
    while (*s) {
        *w = (char)(*s - 'a' + 'A');
        w++;
        s++;
    }
    *w = '\0';
    last_copy = out;
    return out;
}

int main(void) {
    char *loud = copy_upper("hey");
    if (loud == NULL)
        return 1;
    printf("%s\n", loud);
    free(loud);
    last_copy = NULL;
    return 0;
}
