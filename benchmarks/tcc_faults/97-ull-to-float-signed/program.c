#include <stdio.h>
#include <stdint.h>

/* Monte Carlo estimates driven by a splitmix64 generator */
static uint64_t state = 20240611;

static uint64_t next_u64(void)
{
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* uniform in [0, 1) */
static double uniform(void)
{
    return (double)next_u64() / 18446744073709551616.0;
}

int main(void)
{
    int i, inside = 0, n = 20000;
    double sum = 0, lo = 1, hi = 0;

    for (i = 0; i < n; i++) {
        double x = uniform(), y = uniform();
        if (x * x + y * y < 1.0)
            inside++;
        sum += x;
        if (x < lo)
            lo = x;
        if (x > hi)
            hi = x;
    }
    printf("pi ~ %.3f\n", 4.0 * inside / n);
    printf("mean %.3f, range [%.3f, %.3f]\n", sum / n, lo, hi);
    printf("next raw draw: %016llx\n", (unsigned long long)next_u64());
    return 0;
}
