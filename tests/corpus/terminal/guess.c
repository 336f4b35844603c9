#include <stdio.h>

#define SECRET 42

/* A guessing game with a fixed secret, so every run is the same. */
int main(void) {
    int guess;
    int tries = 0;
    printf("I am thinking of a number from 1 to 100.\n");
    do {
        printf("Your guess: ");
        if (scanf("%d", &guess) != 1)
            return 1;
        tries++;
        if (guess < SECRET)
            printf("Too low.\n");
        else if (guess > SECRET)
            printf("Too high.\n");
    } while (guess != SECRET);
    printf("Right, in %d tries.\n", tries);
    return 0;
}
