#include "stack.h"

static int items[4];
static int top = 0;

void push(int value) {
    if (top < 4) {
        items[top] = value;
        top++;
    }
}

int pop(void) {
    top--;
    return items[top];
}

bool is_empty(void) {
    return top == 0;
}
