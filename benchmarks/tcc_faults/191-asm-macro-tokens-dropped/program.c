#include <stdio.h>

/* a toy block cipher round built on rotate instructions */
#define ROTL32(x, n) ({ unsigned r_ = (x); \
        __asm__("roll %%cl, %0" : "+r"(r_) : "c"(n) : "cc"); r_; })

static unsigned round_fn(unsigned v, unsigned key, int i)
{
    unsigned t = ROTL32(v ^ key, (i * 5 + 3) & 31);
    return t + 0x9e3779b9u * (unsigned)(i + 1);
}

int main(void)
{
    static const unsigned block[] = { 0x01234567u, 0x89abcdefu, 0xfeedfaceu, 0u };
    unsigned key = 0x5a5a1234u, check = 0;
    int b, i;

    for (b = 0; b < 4; b++) {
        unsigned v = block[b];
        for (i = 0; i < 6; i++)
            v = round_fn(v, key, i);
        check ^= ROTL32(v, b + 1);
        printf("block %d: %08x -> %08x\n", b, block[b], v);
    }
    printf("check %08x\n", check);
    return 0;
}
