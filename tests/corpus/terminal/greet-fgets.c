#include <stdio.h>
#include <string.h>

/* Asks for a whole name (with its spaces) and greets it. */
int main(void) {
    char name[64];
    printf("What is your name? ");
    if (fgets(name, sizeof name, stdin) == NULL)
        return 1;
    name[strcspn(name, "\n")] = '\0';
    printf("Hello, %s!\n", name);
    return 0;
}
