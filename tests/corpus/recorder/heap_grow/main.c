#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int cap = 2;
    int *v = malloc(cap * sizeof *v);
    if (v == NULL)
        return 1;
    v[0] = 1;
    v[1] = 2;
    int *bigger = realloc(v, 2 * cap * sizeof *v);
    if (bigger == NULL) {
        free(v);
        return 1;
    }
    v = bigger;
    cap *= 2;
    v[2] = 3;
    v[3] = 4;
    printf("%d\n", v[0] + v[3]);
    free(v);
    return 0;
}
