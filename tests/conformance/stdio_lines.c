/* Reading and writing by characters and lines: getchar, fgets, puts, fputs, putchar, sprintf, snprintf. */
#include <stdio.h>
#include <string.h>

int main(void) {
    char line[16];
    int lines = 0;
    while (fgets(line, sizeof line, stdin)) {
        size_t len = strlen(line);
        int whole = len > 0 && line[len - 1] == '\n';
        if (whole) line[len - 1] = '\0';
        printf("%d: [%s]%s\n", ++lines, line, whole ? "" : " (continues)");
        if (lines == 3) break;
    }
    int c, letters = 0;
    while ((c = getchar()) != EOF)
        if (c != '\n') letters++;
    printf("%d more characters\n", letters);
    puts("puts adds a newline");
    fputs("fputs does not\n", stdout);
    putchar('!');
    putchar('\n');
    char out[32];
    int n = sprintf(out, "%d+%d=%d", 2, 2, 4);
    printf("sprintf wrote %d: %s\n", n, out);
    volatile size_t room = 6;
    n = snprintf(out, room, "%s", "truncated text");
    printf("snprintf kept \"%s\", wanted %d\n", out, n);
    printf("feof(stdin): %d\n", !!feof(stdin));
    return 0;
}
