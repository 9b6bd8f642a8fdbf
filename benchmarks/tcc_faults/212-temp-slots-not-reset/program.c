#include <stdio.h>

struct reading { int sensor; int value; };

static int calibrate(int raw)
{
    return raw * 3 / 2 + 7;
}

static int pair_sum(int a, int b)
{
    return calibrate(a) + calibrate(b);
}

static void summarize(const struct reading *r, int n)
{
    int total = 0, count = 0, lo = 1000000, hi = -1000000;
    int i, s, v;

    for (i = 0; i + 1 < n; i += 2) {
        s = r[i].sensor;
        v = calibrate(r[i].value) + calibrate(r[i + 1].value);
        if (v < lo) lo = v;
        if (v > hi) hi = v;
        total += v;
        count++;
        printf("sensor %d pair %d -> %d\n", s, i / 2, v);
    }
    printf("pairs %d total %d lo %d hi %d\n", count, total, lo, hi);
}

int main(void)
{
    static const struct reading data[] = {
        { 1, 10 }, { 1, 12 }, { 2, 40 }, { 2, 38 },
        { 3, -5 }, { 3, 7 }, { 4, 100 }, { 4, 96 },
    };
    printf("check %d\n", pair_sum(4, 6));
    summarize(data, 8);
    return 0;
}
