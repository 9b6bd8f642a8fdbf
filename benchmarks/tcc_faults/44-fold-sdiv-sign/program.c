#include <stdio.h>

#define SCALE (-4)
#define OFFSET 7

enum { STEP = -3, LIMIT = 25 };

static int ticks_to_units(int ticks)
{
    return ticks / SCALE + OFFSET;
}

int main(void)
{
    static const int table[] = { 100 / SCALE, -100 / SCALE, 17 / STEP, -17 / STEP, LIMIT % STEP };
    long long big = 9000000000LL / -3;
    int i;

    for (i = 0; i < 5; i++)
        printf("table[%d] = %d\n", i, table[i]);
    printf("units(40) = %d, units(-40) = %d\n", ticks_to_units(40), ticks_to_units(-40));
    printf("big = %lld\n", big);
    printf("mixed = %d\n", (OFFSET * STEP) / (SCALE + 1));
    return 0;
}
