/* printf's integer conversions, flags, widths, precisions and length modifiers. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

int main(void) {
    int n = 42, neg = -42;
    printf("[%d] [%i] [%u] [%o] [%x] [%X]\n", n, neg, 42u, 42u, 255u, 255u);
    printf("[%5d] [%-5d] [%05d] [%+d] [% d] [%+d]\n", n, n, n, n, n, neg);
    printf("[%.4d] [%8.4d] [%-8.4d|] [%.0d]\n", n, n, n, 0);
    printf("[%#o] [%#x] [%#X] [%#o]\n", 8u, 255u, 255u, 0u);
    printf("[%*d] [%-*d] [%.*d]\n", 6, n, 6, n, 3, 7);
    printf("[%c%c%c] [%5c] [%-3c|]\n", 'a', 'b', 'c', 'z', 'y');
    printf("[%hhd] [%hhu] [%hd] [%hu]\n", (signed char)-1, (unsigned char)255, (short)-32768, (unsigned short)65535);
    printf("[%ld] [%lu]\n", -2147483647L - 1, 4294967295UL);
    printf("[%lld] [%llu] [%llx]\n", -9223372036854775807LL - 1, 18446744073709551615ULL, 0xdeadbeefcafeULL);
    printf("[%zu] [%td] [%jd] [%ju]\n", sizeof(int), (ptrdiff_t)-3, (intmax_t)-12345678901, (uintmax_t)12345678901);
    printf("[%s] [%10s] [%-10s|] [%.3s] [%*.*s]\n", "text", "text", "text", "truncate", 6, 2, "ab");
    printf("[%%] [100%%]\n");
    int before = 0, after = 0;
    printf("abc%n def%n\n", &before, &after);
    printf("[%d] [%d]\n", before, after);
    return 0;
}
