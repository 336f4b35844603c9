#include <stdio.h>
#include "stack.h"

int main(void) {
    push(5);
    push(6);
    push(7);
    int sum = 0;
    while (!is_empty())
        sum += pop();
    printf("%d\n", sum);
    return 0;
}
