#include <stdio.h>

struct rgb {
    unsigned char r, g, b;
};

static struct rgb blend(struct rgb x, struct rgb y)
{
    struct rgb m;
    m.r = (unsigned char)((x.r + y.r) / 2);
    m.g = (unsigned char)((x.g + y.g) / 2);
    m.b = (unsigned char)((x.b + y.b) / 2);
    return m;
}

int main(void)
{
    struct rgb red = { 255, 0, 0 }, blue = { 0, 0, 255 }, white = { 255, 255, 255 };
    struct rgb purple = blend(red, blue);
    struct rgb pink = blend(purple, white);

    printf("purple = #%02x%02x%02x\n", purple.r, purple.g, purple.b);
    printf("pink   = #%02x%02x%02x\n", pink.r, pink.g, pink.b);
    return 0;
}
