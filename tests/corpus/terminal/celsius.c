#include <stdio.h>

/* Converts a temperature from Celsius to Fahrenheit. */
int main(void) {
    double celsius;
    printf("Temperature in Celsius: ");
    if (scanf("%lf", &celsius) != 1)
        return 1;
    printf("%.1f C is %.1f F\n", celsius, celsius * 9.0 / 5.0 + 32.0);
    return 0;
}
