#include <stdio.h>
#include <math.h>

struct stats {
    double mean, stddev, min, max;
};

static struct stats summarize(const double *v, int n)
{
    struct stats s;
    double sum = 0, sq = 0;
    int i;

    s.min = s.max = v[0];
    for (i = 0; i < n; i++) {
        sum += v[i];
        sq += v[i] * v[i];
        if (v[i] < s.min)
            s.min = v[i];
        if (v[i] > s.max)
            s.max = v[i];
    }
    s.mean = sum / n;
    s.stddev = sqrt(sq / n - s.mean * s.mean);
    return s;
}

static void report(const char *label, const double *v, int n)
{
    struct stats s = summarize(v, n);
    int width = 8;

    printf("%-6s n=%d mean=%*.3f sd=%.3f range=[%.2f, %.2f]\n", label, n, width, s.mean,
           s.stddev, s.min, s.max);
}

int main(void)
{
    double temps[] = { 12.5, 14.0, 9.75, 18.25, 16.0, 11.5, 13.0 };
    double rain[] = { 0.0, 2.5, 7.25, 1.0 };
    int count = 0;

    report("temps", temps, 7);
    report("rain", rain, 4);
    count = 7 + 4;
    printf("%d samples, mean of all %.4f\n", count,
           (summarize(temps, 7).mean * 7 + summarize(rain, 4).mean * 4) / count);
    return 0;
}
