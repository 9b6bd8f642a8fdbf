#include <stdio.h>
#include <stdbool.h>

static int count(const int *v, int n, bool odd)
{
    int i, c = 0;
    for (i = 0; i < n; i++)
        if ((v[i] % 2 != 0) == odd)
            c++;
    return c;
}

int main(void)
{
    int v[6] = { 1, 2, 3, 4, 5, 7 };
    printf("odd = %d, even = %d\n", count(v, 6, true), count(v, 6, false));
    return 0;
}
