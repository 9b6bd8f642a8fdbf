#include <stdio.h>

struct vec {
    double x;
    double y;
};

static double weigh(double scale, struct vec v)
{
    return scale + v.x * 2.0 + v.y * 3.0;
}

int main(void)
{
    struct vec v = { 2.0, 3.0 };
    printf("w = %g\n", weigh(1.0, v));
    return 0;
}
