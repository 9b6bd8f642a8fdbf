#include <stdio.h>

static int window_sum(const int *v, int n, int width)
{
    int buf[width];
    int i, best = 0;
    for (i = 0; i < width; i++)
        buf[i] = 0;
    for (i = 0; i < n; i++) {
        int j, s = 0;
        buf[i % width] = v[i];
        for (j = 0; j < width; j++)
            s += buf[j];
        if (s > best)
            best = s;
    }
    return best;
}

int main(void)
{
    int v[8] = { 3, -1, 4, 1, -5, 9, 2, -6 };
    printf("best = %d\n", window_sum(v, 8, 3));
    return 0;
}
