#include <stdio.h>

/* 16-bit colour channels: a small palette blended step by step */
struct rgb {
    short r, g, b;
};

static struct rgb make_rgb(int r, int g, int b)
{
    struct rgb c;
    c.r = (short)r;
    c.g = (short)g;
    c.b = (short)b;
    return c;
}

static struct rgb blend(struct rgb x, struct rgb y, int percent)
{
    return make_rgb(x.r + (y.r - x.r) * percent / 100,
                    x.g + (y.g - x.g) * percent / 100,
                    x.b + (y.b - x.b) * percent / 100);
}

static int luma(struct rgb c)
{
    return (299 * c.r + 587 * c.g + 114 * c.b) / 1000;
}

static void show(const char *name, struct rgb c)
{
    printf("%-6s (%5d, %5d, %5d) luma %d\n", name, c.r, c.g, c.b, luma(c));
}

int main(void)
{
    int step;
    struct rgb sky = { 1200, 2400, 4000 };
    struct rgb sand = { 3900, 3300, 1800 };
    struct rgb ink = { 300, 200, 900 };

    for (step = 0; step <= 100; step += 25) {
        printf("%3d%% ", step);
        show("dusk", blend(sky, sand, step));
    }
    show("sky", sky);
    show("sand", sand);
    show("ink", ink);
    show("shade", blend(ink, sky, 40));
    return 0;
}
