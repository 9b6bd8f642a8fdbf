#include <stdio.h>

static volatile int words[5] = { 0x11223344, -2, 0x7f00ff01, -123456789, 0 };

/* Reverse the byte order of a word; the top byte is taken with a signed shift. */
__attribute__((noinline)) static unsigned flip(int x)
{
    unsigned u = (unsigned)x;
    unsigned top = (unsigned)(x >> 24);
    unsigned r = top | ((u >> 8) & 0xff00u) | ((u << 8) & 0xff0000u) | (u << 24);
    return r;
}

int main(void)
{
    unsigned acc = 0;
    int i;
    for (i = 0; i < 5; i++) {
        unsigned f = flip(words[i]);
        printf("flip(%08x) = %08x\n", (unsigned)words[i], f);
        acc = acc * 131u + f;
    }
    printf("acc %08x\n", acc);
    return 0;
}
