#include <stdio.h>
#include <string.h>

/* menu definitions built from compound literals at file scope */
struct item {
    const char *label;
    int price;
};

struct menu {
    const char *title;
    const struct item *items;
    int count;
};

static const struct menu lunch = {
    "lunch",
    (const struct item[]){ { "soup", 450 }, { "salad", 700 }, { "sandwich", 825 } },
    3
};

static const struct menu drinks = {
    "drinks",
    (const struct item[]){ { "water", 100 }, { "tea", 250 } },
    2
};

static const int *const discounts = (const int[]){ 0, 5, 10, 15 };

static void print_menu(const struct menu *m, int level)
{
    int i, total = 0;
    printf("== %s ==\n", m->title);
    for (i = 0; i < m->count; i++) {
        int price = m->items[i].price * (100 - discounts[level]) / 100;
        printf("  %-10s %3d.%02d\n", m->items[i].label, price / 100, price % 100);
        total += price;
    }
    printf("  %-10s %3d.%02d\n", "all", total / 100, total % 100);
}

int main(void)
{
    print_menu(&lunch, 0);
    print_menu(&drinks, 2);
    printf("longest title: %zu\n",
           strlen(lunch.title) > strlen(drinks.title) ? strlen(lunch.title) : strlen(drinks.title));
    return 0;
}
