#include <stdio.h>

/* RGB565 pixel helpers; the masking is done with 16-bit instructions */
static unsigned short keep_red_blue(unsigned short px)
{
    __asm__("andw $0xf81f, %0" : "+r"(px));
    return px;
}

static unsigned short set_green_max(unsigned short px)
{
    __asm__("orw $0x07e0, %0" : "+r"(px));
    return px;
}

static unsigned short swap_bytes(unsigned short px)
{
    __asm__("rolw $8, %0" : "+r"(px));
    return px;
}

static unsigned pack565(unsigned r, unsigned g, unsigned b)
{
    return ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3);
}

int main(void)
{
    static const unsigned char rgb[][3] = {
        { 255, 0, 0 }, { 0, 255, 0 }, { 0, 0, 255 },
        { 200, 120, 40 }, { 17, 34, 51 }, { 255, 255, 255 }
    };
    unsigned sum = 0;
    int i;

    for (i = 0; i < 6; i++) {
        unsigned short px = (unsigned short)pack565(rgb[i][0], rgb[i][1], rgb[i][2]);
        unsigned short rb = keep_red_blue(px);
        unsigned short gm = set_green_max(px);
        unsigned short be = swap_bytes(px);
        printf("%3u %3u %3u -> %04x rb %04x g+ %04x be %04x\n",
               rgb[i][0], rgb[i][1], rgb[i][2], px, rb, gm, be);
        sum += rb + gm;
    }
    printf("sum %u\n", sum);
    return 0;
}
