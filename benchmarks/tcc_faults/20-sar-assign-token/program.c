#include <stdio.h>

static int bits(unsigned int v)
{
    int n = 0;
    while (v) {
        n += (int)(v & 1u);
        v >>= 1;
    }
    return n;
}

int main(void)
{
    printf("bits = %d %d\n", bits(255u), bits(0x12345678u));
    return 0;
}
