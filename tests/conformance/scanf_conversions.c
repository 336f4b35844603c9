/* scanf's conversions, return values, assignment suppression and %n, then end of input. */
#include <stdio.h>

int main(void) {
    int d, i1, i2, i3, count;
    unsigned u, x, o;
    if (scanf("%d %i %i %i", &d, &i1, &i2, &i3) != 4) return 1;
    printf("%d %d %d %d\n", d, i1, i2, i3);
    if (scanf("%u %x %o", &u, &x, &o) != 3) return 1;
    printf("%u %u %u\n", u, x, o);
    double lf;
    long double Lf;
    float f;
    if (scanf("%lf %Lf %f", &lf, &Lf, &f) != 3) return 1;
    printf("%.3f %.3Lf %.3f\n", lf, Lf, f);
    char word[16], letters[16], rest[64];
    char c;
    if (scanf(" %c %15s %15[a-z]", &c, word, letters) != 3) return 1;
    printf("'%c' \"%s\" \"%s\"\n", c, word, letters);
    if (scanf("%*d %d%n", &d, &count) != 1) return 1;
    printf("%d (after %d characters)\n", d, count);
    if (scanf(" %63[^\n]", rest) != 1) return 1;
    printf("rest of the line: \"%s\"\n", rest);
    long long big;
    signed char small;
    if (scanf("%lld %hhd", &big, &small) != 2) return 1;
    printf("%lld %d\n", big, small);
    int left = scanf("%d", &d);
    printf("a letter where a number should be: %d\n", left);
    scanf("%*s");
    printf("at the end: %d\n", scanf("%d", &d));
    return 0;
}
