/* <stdlib.h>: strtol family with end pointers and errors, atoi/atof, abs and div. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    char *end;
    long v = strtol("  -123abc", &end, 10);
    printf("strtol: %ld, rest \"%s\"\n", v, end);
    printf("base 16: %ld, base 2: %ld, base 0: %ld %ld %ld\n", strtol("ff", NULL, 16), strtol("1011", NULL, 2),
           strtol("0x1A", NULL, 0), strtol("017", NULL, 0), strtol("17", NULL, 0));
    v = strtol("xyz", &end, 10);
    printf("no digits: %ld, end at \"%s\"\n", v, end);
    errno = 0;
    long long huge = strtoll("99999999999999999999", &end, 10);
    printf("strtoll overflow: %lld, ERANGE %s\n", huge, errno == ERANGE ? "yes" : "no");
    printf("strtoull: %llu\n", strtoull("18446744073709551615", NULL, 10));
    printf("strtoul of \"-1\" wraps: %s\n", strtoul("-1", NULL, 10) == (unsigned long)-1 ? "yes" : "no");
    double d = strtod("3.5e2xyz", &end);
    printf("strtod: %g, rest \"%s\"; %g %g\n", d, end, strtod("-0.25", NULL), strtod("1e-3", NULL));
    printf("strtof: %.2f, strtold: %.2Lf\n", strtof("2.75", NULL), strtold("1.5", NULL));
    printf("atoi: %d %d %d, atol: %ld, atof: %.1f\n", atoi("42"), atoi(" -7x"), atoi("x"), atol("123456"), atof("2.5"));
    printf("abs: %d %ld %lld\n", abs(-5), labs(-6L), llabs(-7LL));
    div_t q = div(17, 5);
    ldiv_t lq = ldiv(-17L, 5L);
    printf("div: %d r %d; ldiv: %ld r %ld\n", q.quot, q.rem, lq.quot, lq.rem);
    return 0;
}
