#include <stdio.h>

int main(void) {
    int n = 407;
    int digits = 0;
    int sum = 0;
    do {
        sum += n % 10;
        n /= 10;
        digits++;
    } while (n > 0);
    printf("%d %d\n", digits, sum);
    return 0;
}
