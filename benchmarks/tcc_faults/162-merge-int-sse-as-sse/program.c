#include <stdarg.h>
#include <stdio.h>

/* an order book line: a price with a quantity, handed around by value */
struct line {
    double price;
    long qty;
};

static struct line make_line(double price, long qty)
{
    struct line l;
    l.price = price;
    l.qty = qty;
    return l;
}

/* total value of 'count' lines given as variadic arguments */
static double total_value(const char *label, int count, ...)
{
    va_list ap;
    double sum = 0.0;
    long items = 0;
    int i;

    va_start(ap, count);
    for (i = 0; i < count; i++) {
        struct line l = va_arg(ap, struct line);
        sum += l.price * (double)l.qty;
        items += l.qty;
    }
    va_end(ap);
    printf("%-8s %2d lines, %4ld items, value %.2f\n", label, count, items, sum);
    return sum;
}

static struct line cheaper(struct line l, double percent)
{
    return make_line(l.price * (100.0 - percent) / 100.0, l.qty);
}

int main(void)
{
    struct line a = make_line(12.50, 4);
    struct line b = make_line(3.25, 10);
    struct line c = make_line(99.90, 1);
    double t1, t2;

    t1 = total_value("monday", 3, a, b, c);
    t2 = total_value("sale", 2, cheaper(a, 20.0), cheaper(c, 10.0));
    printf("single   %.2f x %ld\n", cheaper(b, 50.0).price, cheaper(b, 50.0).qty);
    printf("combined %.2f\n", t1 + t2);
    return 0;
}
