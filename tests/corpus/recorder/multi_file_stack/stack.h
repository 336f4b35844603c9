#ifndef STACK_H
#define STACK_H

#include <stdbool.h>

void push(int value);
int pop(void);
bool is_empty(void);

#endif
