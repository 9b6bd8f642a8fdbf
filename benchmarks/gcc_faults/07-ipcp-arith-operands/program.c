#include <stdio.h>

static unsigned table[64];

__attribute__((noinline)) static unsigned sum_first(unsigned n)
{
    unsigned s = 0, i;
    for (i = 0; i < n && i < 64; i++)
        s += table[i] * (i + 1);
    return s;
}

__attribute__((noinline)) static unsigned scaled(unsigned k)
{
    return sum_first(k / 3) + k;
}

int main(void)
{
    unsigned i, r;
    for (i = 0; i < 64; i++)
        table[i] = (i * 7 + 3) % 11;
    r = scaled(30);
    printf("scaled(30) = %u\n", r);
    r = scaled(30) * 2 + table[5];
    printf("again = %u\n", r);
    return 0;
}
