#include <stdio.h>

int sum(const int *v, int n) {
    int s = 0;
    const int *p;
    for (p = v; p < v + n; p++)
        s += *p;
    return s;
}

int main(void) {
    int data[3] = { 2, 4, 6 };
    int other = 5;
    const int *reader = &other;
    int *const fixed = &data[1];
    *fixed = 40;
    reader = data;
    printf("%d %d\n", sum(reader, 3), other);
    return 0;
}
