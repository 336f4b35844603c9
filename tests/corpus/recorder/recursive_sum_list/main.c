#include <stdio.h>
#include <stdlib.h>

struct item {
    int n;
    struct item *next;
};

int sum(const struct item *it) {
    if (it == NULL)
        return 0;
    return it->n + sum(it->next);
}

void free_all(struct item *it) {
    if (it == NULL)
        return;
    free_all(it->next);
    free(it);
}

int main(void) {
    struct item *head = NULL;
    for (int i = 3; i >= 1; i--) {
        struct item *it = malloc(sizeof *it);
        if (it == NULL)
            return 1;
        it->n = i;
        it->next = head;
        head = it;
    }
    printf("%d\n", sum(head));
    free_all(head);
    head = NULL;
    return 0;
}
