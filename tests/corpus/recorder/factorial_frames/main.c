#include <stdio.h>

long fact(int n) {
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}

int main(void) {
    long f = fact(4);
    printf("4! = %ld\n", f);
    return 0;
}
