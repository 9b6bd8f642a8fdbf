#include <stdio.h>

static int outside(int x, int lo, int hi)
{
    return !(x >= lo && x < hi);
}

int main(void)
{
    int i, count = 0;
    for (i = -3; i < 4; i++)
        count = count * 2 + outside(i, 0, 5);
    printf("count = %d\n", count);
    return 0;
}
