#include <stdio.h>

static volatile unsigned counts[6] = { 1, 3, 8, 13, 0, 27 };

__attribute__((noinline)) static unsigned spin(unsigned x, unsigned n)
{
    unsigned left = x << (n & 31u);
    unsigned right = x >> (-n & 31u);
    unsigned r = left | right;
    return r;
}

int main(void)
{
    unsigned acc = 0x9e3779b9u;
    int i;
    for (i = 0; i < 6; i++) {
        unsigned v = spin(0x12345678u + (unsigned)i, counts[i]);
        printf("spin(%u) = %08x\n", counts[i], v);
        acc = (acc ^ v) * 16777619u;
    }
    printf("acc %08x\n", acc);
    return 0;
}
