#include <stdio.h>

/* a small ledger: quantities are ints, money is double, running totals are long */
struct item { const char *name; int qty_in; int qty_out; int unit_cents; };

static double to_euros(double cents)
{
    return cents / 100.0;
}

static long net_change(int in, int out)
{
    return in - out;
}

static double value_of(long units, double unit_price)
{
    return units * unit_price;
}

int main(void)
{
    static const struct item items[] = {
        { "bolts", 120, 150, 12 },
        { "nuts", 300, 80, 5 },
        { "washers", 40, 45, 3 },
        { "brackets", 10, 2, 250 },
    };
    long stock = 1000;
    double worth = 0.0;
    int i;

    for (i = 0; i < 4; i++) {
        long d = net_change(items[i].qty_in, items[i].qty_out);
        double price = to_euros(items[i].unit_cents);
        stock += d;
        worth += value_of(d, price);
        printf("%-8s change %4ld at %.2f -> stock %ld\n", items[i].name, d, price, stock);
    }
    printf("value of changes: %.2f EUR\n", worth);
    return 0;
}
