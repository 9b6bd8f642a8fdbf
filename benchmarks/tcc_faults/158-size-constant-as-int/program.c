#include <stdio.h>

/* Estimate the on-disk size of a few tables before creating them. */

struct order {
    unsigned long id;
    unsigned int customer;
    unsigned int quantity;
    double price;
};

struct event {
    unsigned int when;
    unsigned short kind;
    unsigned short source;
};

struct table {
    const char *name;
    unsigned int rows;
    int is_event;
};

static unsigned long long table_bytes(const struct table *t)
{
    if (t->is_event)
        return t->rows * sizeof(struct event);
    return t->rows * sizeof(struct order);
}

int main(void)
{
    static const struct table tables[] = {
        { "orders-2019", 1500000u, 0 },
        { "orders-2020", 240000000u, 0 },
        { "clicks", 900000000u, 1 },
        { "audit", 3000000u, 1 },
    };
    unsigned long long total = 0;
    int i;

    for (i = 0; i < 4; i++) {
        unsigned long long b = table_bytes(&tables[i]);
        total += b;
        printf("%-12s %10u rows %14llu bytes (%llu MiB)\n", tables[i].name,
               tables[i].rows, b, b >> 20);
    }
    printf("total %llu bytes, %llu GiB\n", total, total >> 30);
    return 0;
}
