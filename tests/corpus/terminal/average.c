#include <stdio.h>

/* Averages marks until a negative one marks the end. */
int main(void) {
    int mark, count = 0, sum = 0;
    printf("Enter marks, -1 to finish:\n");
    while (scanf("%d", &mark) == 1 && mark >= 0) {
        sum += mark;
        count++;
    }
    if (count == 0) {
        printf("No marks.\n");
        return 0;
    }
    printf("Average of %d marks: %.2f\n", count, (double)sum / count);
    return 0;
}
