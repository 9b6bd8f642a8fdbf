#include <stdio.h>

static unsigned long widen(int v)
{
    unsigned long w = v;
    return w;
}

int main(void)
{
    int deltas[4] = { 3, -5, 7, -1 };
    unsigned long sum = 0;
    int i;
    for (i = 0; i < 4; i++)
        sum += widen(deltas[i]);
    printf("sum = %lu\n", sum);
    printf("one = %lu\n", widen(deltas[1]) >> 60);
    return 0;
}
