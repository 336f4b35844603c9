#include <stdio.h>

enum day { MON = 1, TUE, WED, THU, FRI, SAT, SUN };

enum day next(enum day d) {
    return d == SUN ? MON : d + 1;
}

int main(void) {
    enum day today = SAT;
    enum day tomorrow = next(today);
    enum day after = next(tomorrow);
    int weekend = today >= SAT;
    printf("%d %d %d\n", tomorrow, after, weekend);
    return 0;
}
