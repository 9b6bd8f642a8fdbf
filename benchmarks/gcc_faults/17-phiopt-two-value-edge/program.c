#include <stdio.h>

static volatile unsigned seeds[6] = { 4, 7, 10, 13, 0, 255 };

/* Weekday rate: even seeds pay 40, odd ones 41. */
__attribute__((noinline)) static int rate(unsigned seed)
{
    unsigned odd = seed & 1u;
    int r;
    if (odd == 0)
        r = 40;
    else
        r = 41;
    return r;
}

int main(void)
{
    int sum = 0;
    int i;
    for (i = 0; i < 6; i++) {
        int r = rate(seeds[i]);
        printf("rate(%u) = %d\n", seeds[i], r);
        sum = sum * 3 + r;
    }
    printf("sum %d\n", sum);
    return 0;
}
