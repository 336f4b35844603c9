#include <stdio.h>

int main(void) {
    unsigned int u = 0;
    u = u - 1;
    unsigned char byte = 250;
    for (int i = 0; i < 10; i++)
        byte++;
    unsigned short s = 65535;
    s += 2;
    printf("%u %d %d\n", u, byte, s);
    return 0;
}
