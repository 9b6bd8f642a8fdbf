#include <stdio.h>

static int mix(int a, int b, int c, int d, int e, int f)
{
    return (a * b + (c * d + (e * f + (a * c + (b * d + (c * e + (d * f))) % 7) / 3)))
           ^ ((a + b) * (c - d) + (e - f) * (a + c) / 2 + (b * e) % 5);
}

int main(void)
{
    int i, sum = 0;
    for (i = 1; i < 6; i++)
        sum += mix(i, i + 3, 2 * i, 7 - i, i * i, 11);
    printf("sum = %d\n", sum);
    return 0;
}
