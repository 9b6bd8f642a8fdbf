#include <stdio.h>
#include <string.h>

/* a minimal self-check harness for a string helper */
static int checks, failures;

#define CHECK(cond) \
    do { \
        checks++; \
        if (!(cond)) { failures++; printf("line %d: FAILED %s\n", __LINE__, #cond); } \
        else printf("line %d: ok\n", __LINE__); \
    } while (0)

static size_t count_char(const char *s, char c)
{
    size_t n = 0;
    for (; *s; s++)
        if (*s == c)
            n++;
    return n;
}

int main(void)
{
    const char *path = "/usr/local/share/doc";
    size_t slashes = count_char(path, '/');
    long total = (long)slashes * 10 + (long)strlen(path);
    const char *kind = _Generic(total,
                                int: "int",
                                long: "long",
                                default: "other");

    printf("total %ld is a %s\n", total, kind);
    CHECK(slashes == 4);
    CHECK(count_char("", 'x') == 0);
    CHECK(count_char("aaa", 'a') == 3);
    CHECK(strcmp(kind, "long") == 0);
    CHECK(total == 60);
    printf("%d checks, %d failed\n", checks, failures);
    return failures != 0;
}
