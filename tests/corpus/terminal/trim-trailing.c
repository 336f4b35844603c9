#include <stdio.h>

#define MAXLINE 120

/* Removes trailing blanks and tabs from every line, and drops lines left empty; shows each in [ ]. */
int main(void) {
    char line[MAXLINE];
    while (fgets(line, sizeof line, stdin) != NULL) {
        int n = 0;
        while (line[n] != '\0' && line[n] != '\n')
            n++;
        while (n > 0 && (line[n - 1] == ' ' || line[n - 1] == '\t'))
            n--;
        if (n > 0)
            printf("[%.*s]\n", n, line);
    }
    return 0;
}
