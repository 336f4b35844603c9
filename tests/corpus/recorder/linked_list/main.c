#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

struct node *push(struct node *head, int value) {
    struct node *n = malloc(sizeof *n);
    if (n == NULL)
        exit(1);
    n->value = value;
    n->next = head;
    return n;
}

int main(void) {
    struct node *head = NULL;
    for (int i = 1; i <= 3; i++)
        head = push(head, i * 10);
    for (struct node *p = head; p != NULL; p = p->next)
        printf("%d\n", p->value);
    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
