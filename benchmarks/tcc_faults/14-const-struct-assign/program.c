#include <stdio.h>

struct point {
    int x;
    int y;
};

static const struct point origin = { 3, 4 };

static int manhattan(struct point p)
{
    return p.x + p.y;
}

int main(void)
{
    struct point p = origin;
    p.x += 10;
    printf("p = (%d, %d), d = %d\n", p.x, p.y, manhattan(origin));
    return 0;
}
