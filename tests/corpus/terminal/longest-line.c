#include <stdio.h>
#include <string.h>

#define MAXLINE 200

/* Reads one line into s (at most size - 1 characters, newline kept); returns its length, 0 at the end. */
static int read_line(char s[], int size) {
    int c = 0;
    int n = 0;
    while (n < size - 1 && (c = getchar()) != EOF && c != '\n')
        s[n++] = (char)c;
    if (c == '\n')
        s[n++] = '\n';
    s[n] = '\0';
    return n;
}

/* Prints the longest line of the input once the input has ended. */
int main(void) {
    char line[MAXLINE];
    char longest[MAXLINE] = "";
    int length;
    int most = 0;
    while ((length = read_line(line, MAXLINE)) > 0) {
        if (length > most) {
            most = length;
            strcpy(longest, line);
        }
    }
    if (most > 0)
        printf("longest (%d): %s", most, longest);
    return 0;
}
