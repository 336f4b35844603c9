#include <stdio.h>

struct counter {
    int count;
    void (*on_change)(int *);
};

void add_one(int *n) { (*n)++; }
void reset(int *n) { *n = 0; }

void fire(struct counter *c) {
    c->on_change(&c->count);
}

int main(void) {
    struct counter c = { 5, add_one };
    fire(&c);
    int *inside = &c.count;
    c.on_change = reset;
    fire(&c);
    printf("%d %d\n", c.count, *inside);
    return 0;
}
