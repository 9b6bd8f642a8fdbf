#include <stdio.h>

/* sum a series in extended precision */
static long double harmonic(int n)
{
    long double sum = 0;
    int k;
    for (k = n; k >= 1; k--)
        sum += 1.0 / k;
    return sum;
}

static long double dot(const double *a, const double *b, int n)
{
    long double acc = 0.0L;
    int i;
    for (i = 0; i < n; i++) {
        long double prod = a[i];
        acc += prod * b[i];
    }
    return acc;
}

int main(void)
{
    double a[] = { 1.5, -2.25, 3.0, 0.125, 10.0 };
    double b[] = { 4.0, 8.0, -0.5, 16.0, 0.75 };
    double scale = 2.5;
    long double big = scale;

    printf("H(10)  = %.10Lf\n", harmonic(10));
    printf("H(100) = %.10Lf\n", harmonic(100));
    printf("a.b    = %.6Lf\n", dot(a, b, 5));
    printf("scaled = %.3Lf\n", big * 1000);
    printf("as double %.6f\n", (double)(dot(a, b, 5) / scale));
    return 0;
}
