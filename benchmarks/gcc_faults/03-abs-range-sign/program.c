#include <stdio.h>
#include <stdlib.h>

static volatile int vals[7] = { 5, -9, 0, 123, -1, 40, -300 };

__attribute__((noinline)) static int weigh(int x)
{
    if (x > 0)
        return abs(x) * 3 + 1;
    if (x < -100)
        return abs(x) / 10;
    return abs(x) + 7;
}

int main(void)
{
    long total = 0;
    int i;
    for (i = 0; i < 7; i++) {
        int w = weigh(vals[i]);
        printf("weigh(%d) = %d\n", vals[i], w);
        total = total * 7 + w;
    }
    printf("total %ld\n", total);
    return 0;
}
