#include <stdio.h>

static volatile double xs[5] = { 1.5, 4.0, -2.25, 3.0, 10.0 };
static volatile double ys[5] = { 2.5, 1.0, -2.25, 8.5, 9.75 };

/* Distance from x up to y, scaled; a reversed pair is charged half. */
__attribute__((noinline)) static double climb(double x, double y)
{
    double d;
    if (x < y) {
        d = y - x;
        if (x >= y)
            d = 0.0;
        d = d * 4.0;
    } else {
        d = (x - y) * 0.5;
    }
    return d;
}

int main(void)
{
    double total = 0.0;
    int i;
    for (i = 0; i < 5; i++) {
        double c = climb(xs[i], ys[i]);
        printf("climb(%g, %g) = %g\n", xs[i], ys[i], c);
        total = total * 2.0 + c;
    }
    printf("total %g\n", total);
    return 0;
}
