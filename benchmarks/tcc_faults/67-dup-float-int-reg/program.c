#include <stdio.h>

/* running statistics over a series of samples */
struct running {
    double count;
    double mean;
    double m2;
};

static void add_sample(struct running *r, double x)
{
    double delta;
    r->count++;
    delta = x - r->mean;
    r->mean += delta / r->count;
    r->m2 += delta * (x - r->mean);
}

static double variance(const struct running *r)
{
    return r->count > 1 ? r->m2 / (r->count - 1) : 0.0;
}

int main(void)
{
    static const double samples[] = { 2.5, 3.0, 4.75, 1.25, 3.5, 5.0, 2.0, 4.0 };
    struct running all = { 0, 0, 0 }, high = { 0, 0, 0 };
    int i;

    for (i = 0; i < 8; i++) {
        add_sample(&all, samples[i]);
        if (samples[i] > 3.0)
            add_sample(&high, samples[i]);
    }
    printf("all:  n=%.0f mean=%.4f var=%.4f\n", all.count, all.mean, variance(&all));
    printf("high: n=%.0f mean=%.4f var=%.4f\n", high.count, high.mean, variance(&high));
    return 0;
}
