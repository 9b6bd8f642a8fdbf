#include <stdio.h>
#include <string.h>

static int failures;

/* Report every check with its line, the way a tiny unit-test
   framework would, and count the failures. */
#define CHECK(cond) \
    ((cond) ? printf("line %d: ok   %s\n", __LINE__, #cond) \
            : (failures++, printf("line %d: FAIL %s\n", __LINE__, #cond)))

/*
 * Reverse a string in place.
 * Returns its argument, so calls can be chained.
 */
static char *reverse(char *s)
{
    size_t i, n = strlen(s);
    for (i = 0; i < n / 2; i++) {
        char t = s[i];
        s[i] = s[n - 1 - i];
        s[n - 1 - i] = t;
    }
    return s;
}

/* Count the words of s: maximal runs of characters
   that are not spaces. An empty string has none. */
static int words(const char *s)
{
    int n = 0, in = 0;
    for (; *s; s++) {
        if (*s == ' ')
            in = 0;
        else if (!in)
            in = 1, n++;
    }
    return n;
}

int main(void)
{
    char buf[32];

    strcpy(buf, "stressed");
    CHECK(strcmp(reverse(buf), "desserts") == 0);
    CHECK(words("  the quick  brown fox ") == 4);
    CHECK(words("") == 0);
    /* a deliberately wrong expectation,
       to see a failure reported */
    CHECK(words("a b c") == 2);
    printf("%d failure(s)\n", failures);
    return 0;
}
