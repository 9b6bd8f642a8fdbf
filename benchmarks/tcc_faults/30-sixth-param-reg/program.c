#include <stdio.h>

static long combine(long a, long b, long c, long d, long e, long f)
{
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f;
}

static int pick(int a, int b, int c, int d, int e, int f, int g)
{
    return a * b + c - d + e * f + g;
}

int main(void)
{
    long r = combine(1, 2, 3, 4, 5, 6);
    int s = pick(1, 2, 3, 4, 5, 6, 7);
    printf("r = %ld, s = %d\n", r, s);
    return 0;
}
