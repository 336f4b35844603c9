#include <stdio.h>

struct student {
    char name[8];
    int score;
};

int main(void) {
    struct student class[3] = {
        { "Ada", 71 },
        { "Bo", 88 },
        { "Cy", 64 },
    };
    struct student *best = &class[0];
    for (int i = 1; i < 3; i++) {
        if (class[i].score > best->score)
            best = &class[i];
    }
    best->score += 2;
    printf("%s %d\n", best->name, best->score);
    return 0;
}
