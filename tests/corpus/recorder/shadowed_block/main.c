#include <stdio.h>

int main(void) {
    int x = 1;
    int sum = 0;
    {
        int x = 10;
        sum += x;
    }
    sum += x;
    for (int i = 0; i < 2; i++) {
        int x = 100 * (i + 1);
        sum += x;
    }
    printf("%d %d\n", x, sum);
    return 0;
}
