#include <stdio.h>

static int count_at_most(const double *v, int n, double limit)
{
    int i, c = 0;
    for (i = 0; i < n; i++)
        if (v[i] <= limit)
            c++;
    return c;
}

int main(void)
{
    double v[6] = { 0.5, 1.5, 2.5, 3.5, 4.5, 2.0 };
    printf("count = %d\n", count_at_most(v, 6, 2.0));
    return 0;
}
