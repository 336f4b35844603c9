#include <stdio.h>

/* Prints each line it reads with its number, right away. */
int main(void) {
    char line[100];
    int number = 0;
    while (fgets(line, sizeof line, stdin) != NULL)
        printf("%3d  %s", ++number, line);
    printf("(%d lines)\n", number);
    return 0;
}
