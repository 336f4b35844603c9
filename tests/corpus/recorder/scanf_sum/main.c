#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1)
        return 1;
    int sum = 0;
    for (int i = 0; i < n; i++) {
        int x;
        if (scanf("%d", &x) != 1)
            return 1;
        sum += x;
    }
    printf("sum of %d: %d\n", n, sum);
    return 0;
}
