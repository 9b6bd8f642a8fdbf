#include <stdio.h>

/* grade a set of exam scores with weighted parts */
static const double weights[] = { 0.25, 0.25, 0.5 };
static const long long ids[] = { 20240017LL, 20240342LL, 20249981LL };

static const int scores[][3] = {
    { 70, 80, 90 },
    { 55, 65, 40 },
    { 92, 88, 95 },
};

static double weighted(const int *s, int n)
{
    double total = 0.0;
    int i;

    for (i = 0; i < n; i++)
        total += weights[i] * s[i];
    return total;
}

int main(void)
{
    int nparts = (int)(sizeof weights / sizeof weights[0]);
    int nstudents = (int)(sizeof ids / sizeof ids[0]);
    int i, passed = 0;
    double best = 0.0;

    for (i = 0; i < nstudents; i++) {
        double w = weighted(scores[i], nparts);
        printf("%lld: %.2f %s\n", ids[i], w, w >= 60.0 ? "pass" : "fail");
        if (w >= 60.0)
            passed++;
        if (w > best)
            best = w;
    }
    printf("%d of %d passed, best %.2f\n", passed, nstudents, best);
    return 0;
}
