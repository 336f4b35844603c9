#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 10)
        return 1;
    int marks[n];
    int total = 0;
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &marks[i]) != 1)
            return 1;
        total += marks[i];
    }
    printf("average %.1f\n", (double)total / n);
    return 0;
}
