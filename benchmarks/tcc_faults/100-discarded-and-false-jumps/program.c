#include <stdio.h>

struct item {
    const char *name;
    int qty;
    int reorder_at;
};

static int warnings;

static int warn_low(const struct item *it)
{
    printf("  low stock: %s (%d left)\n", it->name, it->qty);
    warnings++;
    return 1;
}

static void ship(struct item *it, int n, int verbose)
{
    if (n > it->qty)
        n = it->qty;
    it->qty -= n;
    verbose && printf("  shipped %d x %s\n", n, it->name);
    it->qty < it->reorder_at && warn_low(it);
}

int main(void)
{
    struct item stock[] = {
        { "bolts", 120, 50 },
        { "nuts", 80, 40 },
        { "washers", 30, 25 },
        { "screws", 200, 60 },
    };
    static const int orders[][2] = {
        { 0, 50 }, { 1, 10 }, { 2, 4 }, { 0, 30 }, { 3, 150 }, { 1, 35 }, { 2, 10 },
    };
    int n = (int)(sizeof orders / sizeof orders[0]);
    int i, total = 0;

    for (i = 0; i < n; i++) {
        struct item *it = &stock[orders[i][0]];
        printf("order %d: %d x %s\n", i, orders[i][1], it->name);
        ship(it, orders[i][1], i % 3 == 0);
    }
    for (i = 0; i < 4; i++) {
        total += stock[i].qty;
        printf("%-8s %4d\n", stock[i].name, stock[i].qty);
    }
    printf("total %d, warnings %d\n", total, warnings);
    return 0;
}
