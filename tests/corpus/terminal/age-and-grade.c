#include <stdio.h>

/* A number, then a letter: the blank before %c skips the newline the first answer left behind. */
int main(void) {
    int age;
    char grade;
    printf("Age: ");
    if (scanf("%d", &age) != 1)
        return 1;
    printf("Grade letter: ");
    if (scanf(" %c", &grade) != 1)
        return 1;
    printf("%d years old, grade %c\n", age, grade);
    return 0;
}
