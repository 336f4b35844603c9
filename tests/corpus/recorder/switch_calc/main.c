#include <stdio.h>

int apply(char op, int a, int b) {
    int result;
    switch (op) {
    case '+':
        result = a + b;
        break;
    case '*':
        result = a * b;
        break;
    default:
        result = 0;
        break;
    }
    return result;
}

int main(void) {
    const char ops[] = "+*?";
    for (int i = 0; i < 3; i++)
        printf("%c %d\n", ops[i], apply(ops[i], 6, 7));
    return 0;
}
