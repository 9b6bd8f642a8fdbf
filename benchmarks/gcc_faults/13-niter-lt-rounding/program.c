#include <stdio.h>

static volatile int limits[8] = { 9, 10, 11, 1, 0, 30, 12, 7 };

/* How many marks fit on a ruler of length n with one mark every 4 units. */
__attribute__((noinline)) static int marks(int n)
{
    int i, count = 0;
    for (i = 0; i < n; i += 4)
        count += 2;
    return count;
}

int main(void)
{
    int sum = 0;
    int k;
    for (k = 0; k < 8; k++) {
        int m = marks(limits[k]);
        printf("marks(%d) = %d\n", limits[k], m);
        sum = sum * 7 + m;
    }
    printf("sum %d\n", sum);
    return 0;
}
