#include <stdio.h>

struct point {
    int x;
    int y;
};

struct point midpoint(struct point a, struct point b) {
    struct point m;
    m.x = (a.x + b.x) / 2;
    m.y = (a.y + b.y) / 2;
    a.x = 0;
    return m;
}

int main(void) {
    struct point p = { 2, 4 };
    struct point q = { 8, 10 };
    struct point mid = midpoint(p, q);
    printf("(%d, %d) (%d, %d)\n", mid.x, mid.y, p.x, p.y);
    return 0;
}
