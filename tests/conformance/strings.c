/* <string.h>: lengths, copies, comparisons, searches, tokens and raw memory. */
#include <stdio.h>
#include <string.h>

int main(void) {
    char buf[32] = "Hello";
    printf("strlen %zu\n", strlen(buf));
    strcat(buf, ", World");
    strncat(buf, "!!!", 1);
    printf("%s\n", buf);
    char copy[32];
    strcpy(copy, buf);
    char part[8];
    strncpy(part, buf, 5);
    part[5] = '\0';
    printf("copy \"%s\", part \"%s\"\n", copy, part);
    printf("strcmp: %d %d %d, strncmp: %d\n", strcmp("abc", "abd") < 0, strcmp("b", "a") > 0, strcmp("x", "x"),
           strncmp("apple", "apricot", 2));
    printf("strchr \"%s\", strrchr \"%s\", strstr \"%s\"\n", strchr(buf, 'o'), strrchr(buf, 'o'), strstr(buf, "World"));
    printf("strchr missing: %s\n", strchr(buf, 'z') == NULL ? "NULL" : "found");
    printf("strspn %zu, strcspn %zu, strpbrk \"%s\"\n", strspn("123abc", "0123456789"), strcspn("hello world", " "),
           strpbrk("key=value", "=:"));
    char line[] = "red, green,,blue";
    for (char *token = strtok(line, ", "); token; token = strtok(NULL, ", ")) printf("[%s]", token);
    printf("\n");
    int a[5] = {1, 2, 3, 4, 5}, b[5];
    memcpy(b, a, sizeof a);
    memmove(a + 1, a, 3 * sizeof a[0]);
    printf("memmove: %d %d %d %d %d; memcmp %d\n", a[0], a[1], a[2], a[3], a[4], memcmp(a, b, sizeof a) != 0);
    char stars[6];
    memset(stars, '*', 5);
    stars[5] = '\0';
    printf("memset \"%s\", memchr %s\n", stars, memchr(stars, '*', 5) == stars ? "first" : "other");
    return 0;
}
