/* printf's floating-point conversions, including long double (%Lf, %Le, %Lg). */
#include <math.h>
#include <stdio.h>

int main(void) {
    double x = 3.14159265358979;
    printf("[%f] [%.2f] [%10.3f] [%-10.1f|] [%+.1f] [%08.2f]\n", x, x, x, x, x, -x);
    printf("[%e] [%.3E] [%g] [%G] [%.3g] [%g]\n", x, x * 1e10, x, 1e-10, x, 100000.0);
    printf("[%g] [%g] [%#g] [%#.0f] [%.0f] [%.0f]\n", 1e6, 1234567.0, 1.0, 3.0, 2.5, 3.5);
    printf("[%a] [%A] [%.2a]\n", 1.0, 0.5, 3.0);
    printf("[%f] [%f] [%e] [%F]\n", INFINITY, -INFINITY, INFINITY, INFINITY);
    printf("[%f] [%5.1f]\n", NAN, NAN);
    printf("[%f] [%.20f]\n", 0.1, 0.1);
    float f = 1.5f;
    printf("[%f] [%.1f]\n", f, f);
    long double ld = 2.5L;
    printf("[%Lf] [%.3Le] [%Lg] [%10.2Lf]\n", ld, ld * 1000, ld / 3, -ld);
    printf("[%.15Lf]\n", 1.0L / 8);
    return 0;
}
