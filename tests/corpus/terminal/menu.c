#include <stdio.h>

/* A menu loop: asks for a choice until the user chooses 0. */
int main(void) {
    int choice;
    int counter = 0;
    for (;;) {
        printf("1) add one  2) show  0) quit\nChoice: ");
        if (scanf("%d", &choice) != 1 || choice == 0)
            break;
        if (choice == 1)
            counter++;
        else if (choice == 2)
            printf("counter = %d\n", counter);
        else
            printf("No such choice: %d\n", choice);
    }
    printf("Bye.\n");
    return 0;
}
