#include <stdio.h>

/* Adds numbers until the end of input (Ctrl+D), then prints how many and their total. */
int main(void) {
    int n, count = 0;
    long total = 0;
    printf("Type numbers, then Ctrl+D:\n");
    while (scanf("%d", &n) == 1) {
        count++;
        total += n;
    }
    printf("%d numbers, total %ld\n", count, total);
    return 0;
}
