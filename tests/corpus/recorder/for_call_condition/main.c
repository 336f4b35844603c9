#include <stdio.h>

int limit(int n) {
    return n * 2;
}

int main(void) {
    int calls = 0;
    for (int i = 0; i < limit(2); i++)
        calls++;
    printf("%d\n", calls);
    return 0;
}
