#include <stdio.h>

/* Reads a phone number typed as (404) 817-6900 and prints it as 404.817.6900. */
int main(void) {
    int area, exchange, line;
    printf("Enter phone number [(xxx) xxx-xxxx]: ");
    if (scanf(" (%d) %d-%d", &area, &exchange, &line) != 3) {
        printf("That is not the form asked for.\n");
        return 1;
    }
    printf("You entered %03d.%03d.%04d\n", area, exchange, line);
    return 0;
}
