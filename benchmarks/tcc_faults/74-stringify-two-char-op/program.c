#include <stdio.h>
#include <string.h>

static int passed, failed;

#define CHECK(cond)                                             \
    do {                                                        \
        if (cond) {                                             \
            passed++;                                           \
            printf("ok   %s\n", #cond);                         \
        } else {                                                \
            failed++;                                           \
            printf("FAIL %s (line %d)\n", #cond, __LINE__);     \
        }                                                       \
    } while (0)

struct range {
    int lo, hi;
};

static int clamp(int v, const struct range *r)
{
    if (v < r->lo)
        return r->lo;
    if (v > r->hi)
        return r->hi;
    return v;
}

static size_t count_words(const char *s)
{
    size_t n = 0;
    int in_word = 0;
    for (; *s; s++) {
        if (*s == ' ' || *s == '\t')
            in_word = 0;
        else if (!in_word)
            in_word = 1, n++;
    }
    return n;
}

int main(void)
{
    struct range r = { -10, 10 };
    const struct range *rp = &r;

    CHECK(clamp(25, &r) == 10);
    CHECK(clamp(-3, rp) != rp->lo);
    CHECK(clamp(-30, rp) <= rp->lo && rp->lo >= -10);
    CHECK(count_words("  the quick  brown fox ") == 4);
    CHECK(strlen("abc") + 1 == 4 || failed > 0);
    CHECK(rp->hi - rp->lo == 20);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
