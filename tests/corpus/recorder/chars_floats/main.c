#include <stdio.h>

int main(void) {
    char c = 'a';
    c = c + 2;
    char tab = '\t';
    float half = 0.5f;
    double avg = (3 + 4) / 2.0;
    double third = 1.0 / 3;
    int truncated = (int)avg;
    printf("%c%c%.1f %.2f %.3f %d\n", c, tab, half, avg, third, truncated);
    return 0;
}
