/* <stdint.h> and <inttypes.h>: exact-width types, their limits, and the PRI and SCN macros. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>

int main(void) {
    printf("int8 %" PRId8 "..%" PRId8 ", uint8 max %" PRIu8 "\n", INT8_MIN, INT8_MAX, UINT8_MAX);
    printf("int16 %" PRId16 "..%" PRId16 ", uint16 max %" PRIu16 "\n", INT16_MIN, INT16_MAX, UINT16_MAX);
    printf("int32 %" PRId32 "..%" PRId32 ", uint32 max %" PRIu32 "\n", INT32_MIN, INT32_MAX, UINT32_MAX);
    printf("int64 %" PRId64 "..%" PRId64 ", uint64 max %" PRIu64 "\n", INT64_MIN, INT64_MAX, UINT64_MAX);
    uint64_t big = UINT64_C(0x0123456789abcdef);
    printf("hex %" PRIx64 " %" PRIX64 " octal %" PRIo32 "\n", big, big, (uint32_t)8);
    intmax_t most = INTMAX_MAX;
    printf("intmax_t holds int64_t: %s; sizes %zu %zu %zu %zu\n", most >= INT64_MAX ? "yes" : "no", sizeof(int8_t),
           sizeof(int16_t), sizeof(int32_t), sizeof(int64_t));
    int64_t read;
    if (sscanf("-9000000000", "%" SCNd64, &read) != 1) return 1;
    printf("read %" PRId64 "\n", read);
    int_least16_t least = 1000;
    int_fast32_t fast = 100000;
    printf("least %d fast %ld\n", (int)least, (long)fast);
    return 0;
}
