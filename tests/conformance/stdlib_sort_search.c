/* qsort and bsearch with comparison functions, on numbers and on strings. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int ascending(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int main(void) {
    int numbers[] = {42, -7, 19, 0, 3, 3, 100, -50};
    size_t n = sizeof numbers / sizeof numbers[0];
    qsort(numbers, n, sizeof numbers[0], ascending);
    for (size_t i = 0; i < n; i++) printf("%d ", numbers[i]);
    printf("\n");
    int key = 19;
    int *found = bsearch(&key, numbers, n, sizeof numbers[0], ascending);
    printf("19 at index %d\n", found ? (int)(found - numbers) : -1);
    key = 20;
    printf("20 %s\n", bsearch(&key, numbers, n, sizeof numbers[0], ascending) ? "found" : "not found");
    const char *names[] = {"pear", "apple", "fig", "banana"};
    qsort(names, 4, sizeof names[0], by_name);
    for (int i = 0; i < 4; i++) printf("%s ", names[i]);
    printf("\n");
    return 0;
}
