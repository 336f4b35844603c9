#include <stdio.h>

int add(int a, int b) { return a + b; }
int mul(int a, int b) { return a * b; }

int main(void) {
    int (*op)(int, int) = add;
    int r = op(3, 4);
    op = mul;
    r = op(r, 2);
    int (*table[2])(int, int) = { add, mul };
    int s = 0;
    for (int i = 0; i < 2; i++)
        s += table[i](i, 5);
    printf("%d %d\n", r, s);
    return 0;
}
