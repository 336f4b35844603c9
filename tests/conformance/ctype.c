/* <ctype.h> over every ASCII character, and case conversion. */
#include <ctype.h>
#include <stdio.h>

int main(void) {
    int alpha = 0, digit = 0, alnum = 0, space = 0, upper = 0, lower = 0, punct = 0, xdigit = 0, cntrl = 0,
        print = 0, graph = 0;
    for (int c = 0; c < 128; c++) {
        alpha += !!isalpha(c);
        digit += !!isdigit(c);
        alnum += !!isalnum(c);
        space += !!isspace(c);
        upper += !!isupper(c);
        lower += !!islower(c);
        punct += !!ispunct(c);
        xdigit += !!isxdigit(c);
        cntrl += !!iscntrl(c);
        print += !!isprint(c);
        graph += !!isgraph(c);
    }
    printf("alpha %d digit %d alnum %d space %d upper %d lower %d\n", alpha, digit, alnum, space, upper, lower);
    printf("punct %d xdigit %d cntrl %d print %d graph %d\n", punct, xdigit, cntrl, print, graph);
    const char *text = "Hello, World 42!";
    for (const char *p = text; *p; p++) putchar(toupper((unsigned char)*p));
    putchar('\n');
    for (const char *p = text; *p; p++) putchar(tolower((unsigned char)*p));
    putchar('\n');
    printf("isblank: %d %d\n", !!isblank(' '), !!isblank('\n'));
    return 0;
}
