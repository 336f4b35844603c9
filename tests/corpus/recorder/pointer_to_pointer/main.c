#include <stdio.h>

void point_at_larger(int **slot, int *a, int *b) {
    if (*a > *b)
        *slot = a;
    else
        *slot = b;
}

int main(void) {
    int x = 4, y = 9;
    int *larger = NULL;
    int **pp = &larger;
    point_at_larger(pp, &x, &y);
    **pp = 0;
    printf("%d %d\n", x, y);
    return 0;
}
