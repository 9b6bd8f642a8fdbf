#include <stdio.h>
#include <string.h>

/* a minimal test harness for a few helper functions */
static int checks, failures;

#define CHECK(cond)                                         \
    do {                                                    \
        checks++;                                           \
        if (cond) {                                         \
            printf("ok    %s\n", #cond);                    \
        } else {                                            \
            failures++;                                     \
            printf("FAIL  %s\n", #cond);                    \
        }                                                   \
    } while (0)

static int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static unsigned popcount(unsigned x)
{
    unsigned n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

static void reverse(char *s)
{
    size_t i, n = strlen(s);
    for (i = 0; i < n / 2; i++) {
        char t = s[i];
        s[i] = s[n - 1 - i];
        s[n - 1 - i] = t;
    }
}

int main(void)
{
    char word[16];

    CHECK(clamp(5, 0, 10) == 5);
    CHECK(clamp(-3, 0, 10) == 0);
    CHECK(clamp(42, 0, 10) == 10);
    CHECK(popcount(0xffu) == 8);
    CHECK(popcount(0x80000001u) == 2 &&
          popcount(0) == 0);
    strcpy(word, "stressed");
    reverse(word);
    CHECK(strcmp(word, "desserts") == 0);
    printf("%d of %d checks passed\n", checks - failures, checks);
    return failures != 0;
}
