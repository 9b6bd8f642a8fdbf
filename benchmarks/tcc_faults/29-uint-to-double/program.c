#include <stdio.h>

static double average(const unsigned int *v, int n)
{
    double sum = 0.0;
    int i;
    for (i = 0; i < n; i++)
        sum += v[i];
    return sum / n;
}

int main(void)
{
    unsigned int v[4] = { 4000000000u, 3000000000u, 10u, 2147483648u };
    printf("average = %.1f\n", average(v, 4));
    return 0;
}
