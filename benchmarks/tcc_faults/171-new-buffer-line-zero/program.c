#include <stdio.h>
#include <string.h>

/* a tiny unit-test harness that reports failed checks with their line */
static int checks, failures;

static void check(int ok, const char *what, int line)
{
    checks++;
    if (!ok) {
        failures++;
        printf("line %d: check failed: %s\n", line, what);
    }
}

#define CHECK(cond) check((cond) != 0, #cond, __LINE__)

static size_t count_words(const char *s)
{
    size_t n = 0;
    int in_word = 0;
    for (; *s; s++) {
        if (*s == ' ' || *s == '\t') {
            in_word = 0;
        } else if (!in_word) {
            in_word = 1;
            n++;
        }
    }
    return n;
}

static void reverse(char *s)
{
    size_t i, j = strlen(s);
    for (i = 0; j > 0 && i < --j; i++) {
        char t = s[i];
        s[i] = s[j];
        s[j] = t;
    }
}

int main(void)
{
    char buf[32];

    CHECK(count_words("") == 0);
    CHECK(count_words("hello world") == 2);
    CHECK(count_words("  leading and trailing  ") == 3);
    CHECK(count_words("tab\tseparated words") == 4);
    strcpy(buf, "abcdef");
    reverse(buf);
    CHECK(strcmp(buf, "fedcba") == 0);
    strcpy(buf, "x");
    reverse(buf);
    CHECK(strcmp(buf, "x") == 0);
    printf("%d checks, %d failed (report generated at line %d)\n", checks, failures, __LINE__);
    return 0;
}
