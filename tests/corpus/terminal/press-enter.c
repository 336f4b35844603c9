#include <stdio.h>

/* Waits for Enter between two steps, as menus and games often do. */
int main(void) {
    printf("Step 1 done. Press Enter to continue...");
    while (getchar() != '\n')
        continue;
    printf("Step 2 done.\n");
    return 0;
}
