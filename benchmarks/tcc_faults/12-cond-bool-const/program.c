#include <stdio.h>

static int pick(int flag, int a, int b)
{
    int r = flag ? 2 : (a < b);
    return r;
}

int main(void)
{
    int i, sum = 0;
    for (i = 0; i < 4; i++)
        sum = sum * 10 + pick(i & 1, i, 2);
    printf("sum = %d\n", sum);
    return 0;
}
