#include <stdio.h>

/* a reproducible random walk driven by a file-local generator */
static unsigned int seed = 12345;
static int steps_taken;
static short best_height;

static unsigned int next_random(void)
{
    seed = seed * 1103515245u + 12345u;
    return (seed >> 16) & 0x7fff;
}

static int step(int height)
{
    steps_taken++;
    if (next_random() % 3 == 0)
        height -= 1;
    else
        height += 1;
    if (height > best_height)
        best_height = (short)height;
    return height;
}

int main(void)
{
    int walk, i, h;

    for (walk = 0; walk < 4; walk++) {
        h = 0;
        for (i = 0; i < 25; i++)
            h = step(h);
        printf("walk %d ends at %3d, best so far %d\n", walk, h, best_height);
    }
    printf("%d steps, final seed %u\n", steps_taken, seed);
    return 0;
}
