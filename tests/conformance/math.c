/* <math.h>: the functions a course uses, rounding, and infinities and NaN. */
#include <math.h>
#include <stdio.h>

int main(void) {
    const double pi = acos(-1.0), e = exp(1.0);
    printf("sqrt %.6f pow %.6f cbrt %.6f hypot %.6f\n", sqrt(2.0), pow(2.0, 10.0), cbrt(27.0), hypot(3.0, 4.0));
    printf("sin %.6f cos %.6f tan %.6f atan2 %.6f\n", sin(pi / 6), cos(pi / 3), tan(pi / 4), atan2(1.0, 1.0));
    printf("exp %.6f log %.6f log10 %.6f log2 %.6f\n", exp(1.0), log(e), log10(1000.0), log2(8.0));
    printf("floor %.1f ceil %.1f round %.1f %.1f trunc %.1f\n", floor(-2.5), ceil(-2.5), round(2.5), round(-2.5),
           trunc(-2.7));
    printf("fmod %.1f fabs %.1f fmax %.1f fmin %.1f\n", fmod(7.5, 2.0), fabs(-3.0), fmax(1.0, 2.0), fmin(1.0, 2.0));
    printf("lround %ld llround %lld\n", lround(2.5), llround(-3.5));
    double inf = 1.0 / 0.0 * 1.0, nan = sqrt(-1.0);
    printf("isinf %d isnan %d isfinite %d, nan == nan: %d\n", !!isinf(inf), !!isnan(nan), !!isfinite(1.0), nan == nan);
    printf("sqrt(-1) is NaN: %s, HUGE_VAL is infinite: %s\n", isnan(nan) ? "yes" : "no", isinf(HUGE_VAL) ? "yes" : "no");
    float f = sqrtf(2.0f);
    long double l = sqrtl(2.0L);
    printf("sqrtf %.5f sqrtl %.10Lf powf %.1f\n", f, l, powf(2.0f, 0.5f) * powf(2.0f, 0.5f));
    return 0;
}
