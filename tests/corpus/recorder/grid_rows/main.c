#include <stdio.h>

#define ROWS 2
#define COLS 3

int row_sum(int m[][COLS], int r) {
    int sum = 0;
    for (int c = 0; c < COLS; c++)
        sum += m[r][c];
    return sum;
}

int main(void) {
    int grid[ROWS][COLS] = { { 1, 2, 3 }, { 4, 5, 6 } };
    grid[1][2] = 10;
    int sums[ROWS];
    for (int r = 0; r < ROWS; r++)
        sums[r] = row_sum(grid, r);
    printf("%d %d\n", sums[0], sums[1]);
    return 0;
}
