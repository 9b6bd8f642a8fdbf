#include <stdio.h>

/* a complete binary tree kept in an array, summed level by level */
#define DEPTH 4
#define NODES ((1 << DEPTH + 1) - 1)
#define WIDTH 32

static int tree[NODES];

static int level_start(int level)
{
    return (1 << level) - 1;
}

static unsigned low_mask(int bits)
{
    return ~0u >> WIDTH - bits;
}

int main(void)
{
    int level, i, total = 0;
    unsigned packed = 0;

    for (i = 0; i < NODES; i++)
        tree[i] = i * 3 % 7;
    for (level = 0; level <= DEPTH; level++) {
        int sum = 0, start = level_start(level);
        for (i = start; i < start + (1 << level); i++)
            sum += tree[i];
        printf("level %d: start %2d sum %d\n", level, start, sum);
        total += sum;
        packed |= (unsigned)(sum & 3) << 2 * level;
    }
    printf("nodes %d total %d\n", NODES, total);
    printf("packed %#x mask %#x\n", packed & low_mask(2 * (DEPTH + 1)), low_mask(6));
    return 0;
}
