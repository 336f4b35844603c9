/* <stdarg.h>: a variadic function, va_copy, and vprintf/vsnprintf. */
#include <stdarg.h>
#include <stdio.h>

static int sum(int count, ...) {
    va_list args;
    va_start(args, count);
    int total = 0;
    for (int i = 0; i < count; i++) total += va_arg(args, int);
    va_end(args);
    return total;
}

static double average_twice(int count, ...) {
    va_list args, again;
    va_start(args, count);
    va_copy(again, args);
    double a = 0, b = 0;
    for (int i = 0; i < count; i++) a += va_arg(args, double);
    for (int i = 0; i < count; i++) b += va_arg(again, double);
    va_end(again);
    va_end(args);
    return (a + b) / (2 * count);
}

static void logf_(const char *format, ...) {
    va_list args;
    va_start(args, format);
    printf("log: ");
    vprintf(format, args);
    va_end(args);
}

static int format(char *out, size_t size, const char *fmt, ...) {
    va_list args;
    va_start(args, fmt);
    int n = vsnprintf(out, size, fmt, args);
    va_end(args);
    return n;
}

int main(void) {
    printf("sum %d %d %d\n", sum(0), sum(3, 1, 2, 3), sum(5, 10, 20, 30, 40, 50));
    printf("average %.2f\n", average_twice(3, 1.0, 2.0, 4.5));
    logf_("%s is %d years old\n", "Ada", 36);
    char small[8];
    int needed = format(small, sizeof small, "%d-%s", 12345, "abcdef");
    printf("vsnprintf kept \"%s\" of %d characters\n", small, needed);
    return 0;
}
