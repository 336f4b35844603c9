#include <stdio.h>

int total = 0;

int next_ticket(void) {
    static int issued = 0;
    issued++;
    total += issued;
    return issued;
}

int main(void) {
    int a = next_ticket();
    int b = next_ticket();
    int c = next_ticket();
    printf("%d %d %d %d\n", a, b, c, total);
    return 0;
}
