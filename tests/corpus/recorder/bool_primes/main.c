#include <stdbool.h>
#include <stdio.h>

bool is_prime(int n) {
    if (n < 2)
        return false;
    for (int d = 2; d * d <= n; d++)
        if (n % d == 0)
            return false;
    return true;
}

int main(void) {
    bool found = false;
    int count = 0;
    for (int n = 8; n <= 13; n++) {
        bool prime = is_prime(n);
        if (prime) {
            found = true;
            count++;
        }
    }
    printf("%d %d\n", found, count);
    return 0;
}
