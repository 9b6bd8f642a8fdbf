#include <stdio.h>

/* moving averages over windows of varying width, using a VLA per window */
static double window_average(const int *data, int n, int width, int start)
{
    double buf[width];
    double s = 0;
    int i;

    for (i = 0; i < width; i++)
        buf[i] = data[(start + i) % n];
    for (i = 0; i < width; i++)
        s += buf[i];
    return s / width;
}

int main(void)
{
    static const int samples[] = { 5, 9, 2, 7, 7, 3, 8, 1, 6, 4 };
    int n = 10, w, k;

    for (w = 2; w <= 5; w++) {
        double best = -1;
        for (k = 0; k < n; k++) {
            int tmp[w];
            int j;
            double a;
            for (j = 0; j < w; j++)
                tmp[j] = samples[(k + j) % n];
            a = window_average(tmp, w, w, 0);
            if (a > best)
                best = a;
        }
        printf("width %d: best average %.3f\n", w, best);
    }
    printf("overall %.3f\n", window_average(samples, n, n, 0));
    return 0;
}
