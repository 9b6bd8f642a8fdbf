#include <stdio.h>

static volatile int divisors[4] = { 3, 0, 7, -2 };

__attribute__((noinline)) static int share(const int *v, int n, int total, int d)
{
    int i, acc = 0;
    for (i = 0; i < n; i++) {
        if (d != 0)
            acc += v[i] + total / d;
        else
            acc += v[i];
    }
    return acc;
}

int main(void)
{
    int v[8] = { 4, 8, 15, 16, 23, 42, 5, 1 };
    int k;
    for (k = 0; k < 4; k++) {
        int d = divisors[k];
        printf("share(d=%d) = %d\n", d, share(v, 8, 1000 + k, d));
    }
    return 0;
}
