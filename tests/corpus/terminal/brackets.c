#include <stdio.h>

#define DEPTH 100

/* Checks that (), [] and {} are balanced in the input, and says where the first mistake is. */
int main(void) {
    char open[DEPTH];
    int depth = 0;
    int line = 1;
    int c;
    while ((c = getchar()) != EOF) {
        if (c == '\n') {
            line++;
        } else if (c == '(' || c == '[' || c == '{') {
            if (depth == DEPTH) {
                printf("too deep at line %d\n", line);
                return 1;
            }
            open[depth++] = (char)c;
        } else if (c == ')' || c == ']' || c == '}') {
            char wanted = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (depth == 0 || open[depth - 1] != wanted) {
                printf("unexpected %c at line %d\n", c, line);
                return 1;
            }
            depth--;
        }
    }
    if (depth > 0)
        printf("%d left open\n", depth);
    else
        printf("balanced\n");
    return 0;
}
