#include <stdio.h>

/* smooth a synthetic height map row by row with a 3-point kernel */
static unsigned long hash(unsigned long x)
{
    x ^= x >> 13;
    x *= 0x5bd1e995ul;
    x ^= x >> 15;
    return x;
}

static double smooth_rows(int rows, int width)
{
    double total = 0.0;
    int r, c;
    for (r = 0; r < rows; r++) {
        double row[width], out[width];
        for (c = 0; c < width; c++)
            row[c] = (double)(hash((unsigned long)r * 7919u + c) % 1000) / 10.0;
        for (c = 0; c < width; c++) {
            double left = row[c > 0 ? c - 1 : c];
            double right = row[c < width - 1 ? c + 1 : c];
            out[c] = (left + 2.0 * row[c] + right) / 4.0;
        }
        for (c = 0; c < width; c++)
            total += out[c];
    }
    return total;
}

int main(void)
{
    int sizes[][2] = { { 4, 8 }, { 100, 64 }, { 4000, 300 } };
    int i;
    for (i = 0; i < 3; i++)
        printf("%d x %d: mean height %.4f\n", sizes[i][0], sizes[i][1],
               smooth_rows(sizes[i][0], sizes[i][1]) / (sizes[i][0] * sizes[i][1]));
    return 0;
}
