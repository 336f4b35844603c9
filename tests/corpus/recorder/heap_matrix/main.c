#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int rows = 2, cols = 3;
    int **m = malloc(rows * sizeof *m);
    if (m == NULL)
        return 1;
    for (int r = 0; r < rows; r++) {
        m[r] = calloc(cols, sizeof **m);
        if (m[r] == NULL)
            return 1;
    }
    m[1][2] = 7;
    m[0][0] = m[1][2] * 2;
    printf("%d %d\n", m[0][0], m[1][1]);
    for (int r = 0; r < rows; r++)
        free(m[r]);
    free(m);
    return 0;
}
