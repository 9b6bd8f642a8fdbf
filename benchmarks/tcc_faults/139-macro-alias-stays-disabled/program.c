#include <stdio.h>

/* colour channel arithmetic; clamp_channel is the old name of CLAMP,
   kept for the callers written against the first version of the API */
#define CLAMP(v, lo, hi) ((v) < (lo) ? (lo) : (v) > (hi) ? (hi) : (v))
#define clamp_channel CLAMP

struct rgb {
    int r, g, b;
};

static struct rgb brighten(struct rgb c, int amount)
{
    struct rgb out;

    out.r = clamp_channel(c.r + amount, 0, 255);
    out.g = clamp_channel(c.g + amount, 0, 255);
    out.b = clamp_channel(c.b + amount, 0, 255);
    return out;
}

static int contrast(int v, int percent)
{
    /* stretch around the middle, then keep the result a valid channel */
    return clamp_channel(128 + clamp_channel(v - 128, -128, 127) * percent / 100, 0, 255);
}

int main(void)
{
    struct rgb colours[3] = { { 10, 200, 250 }, { 128, 64, 32 }, { 0, 0, 0 } };
    int i;

    for (i = 0; i < 3; i++) {
        struct rgb b = brighten(colours[i], 40);
        printf("colour %d: (%d, %d, %d) -> (%d, %d, %d), contrast %d\n", i,
               colours[i].r, colours[i].g, colours[i].b, b.r, b.g, b.b,
               contrast(colours[i].g, 150));
    }
    return 0;
}
