#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int by_name(const void *a, const void *b) {
    const char *const *x = a;
    const char *const *y = b;
    return strcmp(*x, *y);
}

int main(void) {
    const char *names[3] = { "Lin", "Ana", "Kim" };
    qsort(names, 3, sizeof names[0], by_name);
    for (int i = 0; i < 3; i++)
        printf("%s\n", names[i]);
    return 0;
}
