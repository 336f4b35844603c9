#include <stdio.h>

union value {
    int whole;
    char letter;
    double real;
};

int main(void) {
    union value v;
    v.whole = 65;
    printf("%d\n", v.whole);
    v.real = 2.5;
    printf("%.1f\n", v.real);
    v.letter = 'z';
    printf("%c\n", v.letter);
    printf("%zu\n", sizeof v);
    return 0;
}
