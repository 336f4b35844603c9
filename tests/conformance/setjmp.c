#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;

static void fail(int code) {
    printf("failing with %d\n", code);
    longjmp(env, code);
}

int main(void) {
    volatile int attempts = 0;
    int code = setjmp(env);
    if (code == 0) {
        attempts++;
        fail(7);
    }
    printf("setjmp returned %d after %d attempt(s)\n", code, attempts);
    if (setjmp(env) == 0) longjmp(env, 0);
    printf("longjmp(env, 0) makes setjmp return 1\n");
    return 0;
}
