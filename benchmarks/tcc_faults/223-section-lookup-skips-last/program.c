#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* tunable parameters, collected by the linker into section "tunables" */
struct tunable {
    char name[20];
    int min, max, def;
};

#define TUNABLE(id, lo, hi, d) \
    static const struct tunable tunable_##id \
        __attribute((section("tunables"), used, aligned(32))) = { #id, lo, hi, d }

extern const struct tunable __start_tunables[], __stop_tunables[];

TUNABLE(cache_kb, 64, 8192, 512);
TUNABLE(threads, 1, 64, 4);
TUNABLE(timeout_ms, 10, 60000, 2500);
TUNABLE(retries, 0, 10, 3);

static int by_name(const void *a, const void *b)
{
    const struct tunable *x = a, *y = b;
    return strcmp(x->name, y->name);
}

static int clamp(const struct tunable *t, int v)
{
    return v < t->min ? t->min : v > t->max ? t->max : v;
}

int main(void)
{
    struct tunable all[16];
    const struct tunable *t;
    int i, n = 0;

    for (t = __start_tunables; t < __stop_tunables && n < 16; t++)
        all[n++] = *t;
    qsort(all, n, sizeof all[0], by_name);
    printf("%d tunables\n", n);
    for (i = 0; i < n; i++)
        printf("%-10s default %5d, 100000 -> %5d, -1 -> %d\n", all[i].name,
               all[i].def, clamp(&all[i], 100000), clamp(&all[i], -1));
    return 0;
}
