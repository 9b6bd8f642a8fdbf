#include <stdio.h>

/* a tiny order book: compute what is left of a budget after each order */
struct order {
    const char *item;
    int unit_price;   /* cents */
    int quantity;
    int shipping;     /* cents */
};

static const struct order orders[] = {
    { "pencils",   45, 12, 150 },
    { "notebooks", 320, 3, 200 },
    { "stapler",  1299, 1, 350 },
    { "paper",     899, 2, 500 },
};

static int percent_of(int amount, int pct)
{
    return amount * pct / 100;
}

int main(void)
{
    int budget = 10000;
    int spent = 0;
    unsigned i;

    for (i = 0; i < sizeof orders / sizeof orders[0]; i++) {
        const struct order *o = &orders[i];
        int cost = o->unit_price * o->quantity + o->shipping;
        int left = budget - o->unit_price * o->quantity - o->shipping;

        if (left < 0) {
            printf("%-10s skipped (would need %d more)\n", o->item, -left);
            continue;
        }
        budget = left;
        spent += cost;
        printf("%-10s cost %5d, budget left %5d\n", o->item, cost, budget);
    }
    printf("spent %d, tax share %d, remaining %d\n", spent, percent_of(spent, 8), budget);
    return 0;
}
