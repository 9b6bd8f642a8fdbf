#include <stdio.h>

static volatile unsigned hi_in[6] = { 1, 7, 0x123, 0, 0xabc, 42 };
static volatile unsigned lo_in[6] = { 5, 0x1f, 3, 9, 0xf0, 0x2e };

__attribute__((noinline)) static unsigned pack(unsigned hi, unsigned lo)
{
    unsigned h = hi << 4;
    unsigned l = lo & 15u;
    unsigned t = h | l;
    unsigned low = t & 15u;
    unsigned odd = t % 2u;
    return low * 1000u + odd * 100u + (t >> 4) % 97u;
}

int main(void)
{
    unsigned sum = 0;
    int i;
    for (i = 0; i < 6; i++) {
        unsigned v = pack(hi_in[i], lo_in[i]);
        printf("pack(%#x, %#x) = %u\n", hi_in[i], lo_in[i], v);
        sum = sum * 33u + v;
    }
    printf("checksum %u\n", sum);
    return 0;
}
