/* <limits.h> and <float.h>: the values that are the same on every platform the course uses. */
#include <float.h>
#include <limits.h>
#include <stdio.h>

int main(void) {
    printf("CHAR_BIT %d, SCHAR %d..%d, UCHAR_MAX %d\n", CHAR_BIT, SCHAR_MIN, SCHAR_MAX, UCHAR_MAX);
    printf("SHRT %d..%d, USHRT_MAX %d\n", SHRT_MIN, SHRT_MAX, USHRT_MAX);
    printf("INT %d..%d, UINT_MAX %u\n", INT_MIN, INT_MAX, UINT_MAX);
    printf("LLONG %lld..%lld, ULLONG_MAX %llu\n", LLONG_MIN, LLONG_MAX, ULLONG_MAX);
    printf("LONG_MAX at least 2147483647: %s\n", LONG_MAX >= 2147483647L ? "yes" : "no");
    printf("FLT_DIG %d, DBL_DIG %d, FLT_MANT_DIG %d, DBL_MANT_DIG %d\n", FLT_DIG, DBL_DIG, FLT_MANT_DIG, DBL_MANT_DIG);
    printf("FLT_EPSILON %g, DBL_EPSILON %g\n", FLT_EPSILON, DBL_EPSILON);
    printf("FLT_MAX %g, DBL_MAX %g, DBL_MIN %g\n", FLT_MAX, DBL_MAX, DBL_MIN);
    printf("LDBL_DIG at least DBL_DIG: %s\n", LDBL_DIG >= DBL_DIG ? "yes" : "no");
    return 0;
}
