#include <stdio.h>

/*
 * Two lists, each ended with Ctrl+D: clearerr forgets the first end of input, and a terminal then
 * waits for more typing.
 */
int main(void) {
    int n;
    int first = 0, second = 0;
    printf("First list, then Ctrl+D:\n");
    while (scanf("%d", &n) == 1)
        first += n;
    clearerr(stdin);
    printf("Second list, then Ctrl+D:\n");
    while (scanf("%d", &n) == 1)
        second += n;
    printf("first %d, second %d\n", first, second);
    return 0;
}
