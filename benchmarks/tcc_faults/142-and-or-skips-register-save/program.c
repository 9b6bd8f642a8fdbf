#include <stdio.h>

/* score a list of orders; a bonus applies to large orders from known customers */
struct order {
    int customer;
    int qty;
    int price;
};

static int known[] = { 3, 7, 11 };

static int is_known(int customer)
{
    int i;
    for (i = 0; i < 3; i++)
        if (known[i] == customer)
            return 1;
    return 0;
}

int main(void)
{
    static const struct order orders[] = {
        { 3, 12, 5 }, { 4, 2, 40 }, { 7, 30, 2 }, { 9, 15, 3 },
        { 11, 1, 99 }, { 5, 20, 4 }, { 3, 50, 1 },
    };
    int n = sizeof orders / sizeof orders[0];
    int i, total = 0, bonuses = 0;

    for (i = 0; i < n; i++) {
        const struct order *o = &orders[i];
        int big = o->qty >= 10;
        int score = o->qty * o->price + (big && is_known(o->customer)) * 25;
        bonuses += big && is_known(o->customer);
        total += score;
        printf("order %d: customer %2d, %2d x %2d -> %d\n", i, o->customer, o->qty,
               o->price, score);
    }
    printf("total %d with %d bonuses\n", total, bonuses);
    return 0;
}
