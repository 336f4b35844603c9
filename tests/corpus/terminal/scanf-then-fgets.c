#include <stdio.h>
#include <string.h>

/*
 * The classic surprise: scanf leaves the newline after the number, so fgets reads an empty line at
 * once and the name is never asked for.
 */
int main(void) {
    int age;
    char name[40];
    printf("Age: ");
    if (scanf("%d", &age) != 1)
        return 1;
    printf("Name: ");
    if (fgets(name, sizeof name, stdin) == NULL)
        return 1;
    name[strcspn(name, "\n")] = '\0';
    printf("name \"%s\", age %d\n", name, age);
    return 0;
}
