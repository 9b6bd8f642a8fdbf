#include <stdio.h>

/* a few fixed lookup tables, each a count followed by its entries */
struct table {
    const char *name;
    int count;
    short entries[];
};

static struct table primes = { "primes", 6, { 2, 3, 5, 7, 11, 13 } };
static struct table squares = { "squares", 4, { 1, 4, 9, 16 } };
static struct table cubes = { "cubes", 3, { 1, 8, 27 } };
static int lookups = 0;

static int find(const struct table *t, int v)
{
    int i;
    lookups++;
    for (i = 0; i < t->count; i++)
        if (t->entries[i] == v)
            return i;
    return -1;
}

static void show(const struct table *t)
{
    int i, sum = 0;
    printf("%-8s:", t->name);
    for (i = 0; i < t->count; i++) {
        printf(" %d", t->entries[i]);
        sum += t->entries[i];
    }
    printf("  (sum %d)\n", sum);
}

int main(void)
{
    int v;

    show(&primes);
    show(&squares);
    show(&cubes);
    for (v = 1; v <= 16; v += 3)
        printf("%2d: prime #%d, square #%d, cube #%d\n", v,
               find(&primes, v), find(&squares, v), find(&cubes, v));
    printf("%d lookups\n", lookups);
    return 0;
}
