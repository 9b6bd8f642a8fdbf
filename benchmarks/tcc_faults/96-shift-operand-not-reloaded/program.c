#include <stdio.h>

/* packing RGB colours into pixels of a few framebuffer formats */
struct pixel_format {
    const char *name;
    int rbits, gbits, bbits;
    int rshift, gshift, bshift;
};

static unsigned pack(const struct pixel_format *f, unsigned r, unsigned g, unsigned b)
{
    r >>= 8 - f->rbits;
    g >>= 8 - f->gbits;
    b >>= 8 - f->bbits;
    return (r << f->rshift) | (g << f->gshift) | (b << f->bshift);
}

static void unpack(const struct pixel_format *f, unsigned p, unsigned rgb[3])
{
    rgb[0] = (p >> f->rshift) & ((1u << f->rbits) - 1);
    rgb[1] = (p >> f->gshift) & ((1u << f->gbits) - 1);
    rgb[2] = (p >> f->bshift) & ((1u << f->bbits) - 1);
}

int main(void)
{
    static const struct pixel_format formats[] = {
        { "RGB565", 5, 6, 5, 11, 5, 0 },
        { "BGR555", 5, 5, 5, 0, 5, 10 },
        { "RGB888", 8, 8, 8, 16, 8, 0 },
    };
    static const unsigned char colours[][3] = {
        { 255, 0, 0 }, { 12, 200, 77 }, { 255, 255, 255 }, { 100, 149, 237 },
    };
    int i, j;

    for (i = 0; i < 3; i++) {
        const struct pixel_format *f = &formats[i];
        printf("%s:", f->name);
        for (j = 0; j < 4; j++) {
            unsigned rgb[3];
            unsigned p = pack(f, colours[j][0], colours[j][1], colours[j][2]);
            unpack(f, p, rgb);
            printf(" %06x(%u,%u,%u)", p, rgb[0], rgb[1], rgb[2]);
        }
        printf("\n");
    }
    return 0;
}
