#include <stdio.h>

/* After each number, throws away whatever else was typed on its line before asking again. */
int main(void) {
    int a, b, c;
    printf("First number: ");
    if (scanf("%d", &a) != 1)
        return 1;
    while ((c = getchar()) != '\n' && c != EOF)
        continue;
    printf("Second number: ");
    if (scanf("%d", &b) != 1)
        return 1;
    printf("%d and %d\n", a, b);
    return 0;
}
