#include <stdio.h>

#define OPT_TRACE   0x01
#define OPT_CACHE   0x04
#define OPT_STRICT  0x10

#define BUILD_OPTIONS (OPT_CACHE | OPT_STRICT)

static int cache[16];
static int cache_hits, cache_misses;

static int slow_square(int n)
{
    return n * n;
}

static int lookup(int n)
{
    int slot = n & 15;
    if ((BUILD_OPTIONS & OPT_CACHE) && cache[slot] == n + 1) {
        cache_hits++;
        return n * n;
    }
    cache_misses++;
    if (BUILD_OPTIONS & OPT_CACHE)
        cache[slot] = n + 1;
    return slow_square(n);
}

static int validate(int n)
{
    return !(BUILD_OPTIONS & OPT_STRICT) || (n >= 0 && n < 100);
}

int main(void)
{
    int inputs[] = { 3, 7, 3, 12, 7, 3, 150, 12 };
    long total = 0;
    unsigned i;

    for (i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        int n = inputs[i];
        if (!validate(n)) {
            printf("skip %d\n", n);
            continue;
        }
        total += lookup(n);
        if ((BUILD_OPTIONS & OPT_TRACE) && n > 10)
            printf("trace %d\n", n);
    }
    printf("total %ld, hits %d, misses %d\n", total, cache_hits, cache_misses);
    printf("mode: %s\n", (BUILD_OPTIONS & OPT_STRICT) ? "strict" : "lenient");
    return 0;
}
