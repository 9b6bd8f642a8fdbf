#include <stdio.h>

static int high_bytes(const int *v, int n)
{
    int i, c = 0;
    for (i = 0; i < n; i++)
        if ((unsigned char)(v[i] + 1) > 200)
            c++;
    return c;
}

int main(void)
{
    int v[5] = { 254, 300, 1000, 199, 511 };
    printf("high = %d, low byte = %d\n", high_bytes(v, 5), (unsigned char)(v[2] * 3));
    return 0;
}
