#include <stdio.h>

static volatile int xs[6] = { 3, 9, -2, 7, 7, 100 };
static volatile int ys[6] = { 8, 1, -2, 20, 7, -50 };

/* Steps needed to walk from a to b: forward steps cost 2, backward ones 1. */
__attribute__((noinline)) static int cost(int a, int b)
{
    if (a < b) {
        int steps = b - a;
        if (a == b)
            return 0;
        return steps * 2;
    }
    if (a == b)
        return 0;
    return a - b;
}

int main(void)
{
    int sum = 0;
    int i;
    for (i = 0; i < 6; i++) {
        int c = cost(xs[i], ys[i]);
        printf("cost(%d, %d) = %d\n", xs[i], ys[i], c);
        sum = sum * 3 + c;
    }
    printf("sum %d\n", sum);
    return 0;
}
