#include <stdio.h>

/* a small record store: entries larger than the inline limit get an
   out-of-line copy, which costs one more record of memory */
struct entry {
    char name[12];
    int size;
    double weight;
};

static struct entry table[] = {
    { "alpha", 12, 1.5 },
    { "beta", 40, 0.25 },
    { "gamma", 7, 3.0 },
    { "delta", 64, 0.75 },
    { "epsilon", 21, 2.0 },
};

#define N_ENTRIES ((int)(sizeof table / sizeof table[0]))

int main(void)
{
    int i, limit = 20;
    unsigned long extra = 0, names = 0;
    double total = 0.0;

    for (i = 0; i < N_ENTRIES; i++) {
        unsigned long cost;

        cost = (table[i].size > limit) * sizeof(table[i]);
        extra += cost;
        names += (table[i].name[0] != 'a') + sizeof(table[i].name) / 4;
        total += table[i].weight * table[i].size;
        printf("%-8s size %3d extra %3lu\n", table[i].name, table[i].size, cost);
    }
    printf("extra bytes %lu, name words %lu, weighted %.2f\n", extra, names, total);
    return 0;
}
