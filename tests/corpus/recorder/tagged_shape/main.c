#include <stdio.h>

enum kind { CIRCLE, RECT };

struct shape {
    enum kind kind;
    union {
        double radius;
        struct { double w, h; } rect;
    } u;
};

double area(struct shape s) {
    switch (s.kind) {
    case CIRCLE:
        return 3.0 * s.u.radius * s.u.radius;
    case RECT:
        return s.u.rect.w * s.u.rect.h;
    }
    return 0.0;
}

int main(void) {
    struct shape shapes[2];
    shapes[0].kind = CIRCLE;
    shapes[0].u.radius = 2.0;
    shapes[1].kind = RECT;
    shapes[1].u.rect.w = 1.5;
    shapes[1].u.rect.h = 4.0;
    double total = 0.0;
    for (int i = 0; i < 2; i++)
        total += area(shapes[i]);
    printf("%.1f\n", total);
    return 0;
}
