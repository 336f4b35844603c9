/* rand/srand (the numbers differ between C libraries; their properties do not), atexit and exit. */
#include <stdio.h>
#include <stdlib.h>

static void first(void) { printf("registered first, runs last\n"); }
static void second(void) { printf("registered second, runs first\n"); }

static void finish(void) {
    printf("calling exit(0) from a function\n");
    exit(0);
}

int main(void) {
    srand(2024);
    int a[5], b[5], in_range = 1;
    for (int i = 0; i < 5; i++) a[i] = rand();
    srand(2024);
    for (int i = 0; i < 5; i++) {
        b[i] = rand();
        if (a[i] < 0 || a[i] > RAND_MAX) in_range = 0;
    }
    int same = 1;
    for (int i = 0; i < 5; i++) same &= a[i] == b[i];
    printf("same seed, same numbers: %s\n", same ? "yes" : "no");
    printf("between 0 and RAND_MAX: %s; RAND_MAX at least 32767: %s\n", in_range ? "yes" : "no",
           RAND_MAX >= 32767 ? "yes" : "no");
    int dice = rand() % 6 + 1;
    printf("a die roll is 1 to 6: %s\n", dice >= 1 && dice <= 6 ? "yes" : "no");
    atexit(first);
    atexit(second);
    finish();
    printf("never printed\n");
    return 1;
}
