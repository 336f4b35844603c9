#include <stdio.h>

int main(void) {
    int price = 12;
    int count = 3;
    int total = price * count +
                5;
    printf("total: %d\n",
           total);
    total = total - 1;
    return 0;
}
