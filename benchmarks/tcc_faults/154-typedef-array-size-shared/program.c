#include <stdio.h>

/* daily temperature logs (tenths of a degree) of unspecified length */
typedef const int readings_t[];

static readings_t monday = { 112, 135, 158, 171, 149, 120 };
static readings_t tuesday = { 98, 104, 131 };
static readings_t wednesday = { 87, 95, 140, 166 };

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

struct stats {
    int min, max, mean;
};

static struct stats summarize(const int *v, int n)
{
    struct stats s;
    int i, sum = 0;
    s.min = s.max = v[0];
    for (i = 0; i < n; i++) {
        if (v[i] < s.min)
            s.min = v[i];
        if (v[i] > s.max)
            s.max = v[i];
        sum += v[i];
    }
    s.mean = sum / n;
    return s;
}

static void report(const char *day, const int *v, int n)
{
    struct stats s = summarize(v, n);
    printf("%-9s %d readings  min %3d  max %3d  mean %3d\n", day, n, s.min, s.max, s.mean);
}

int main(void)
{
    readings_t spare = { 100, 101 };

    report("monday", monday, COUNT(monday));
    report("tuesday", tuesday, COUNT(tuesday));
    report("wednesday", wednesday, COUNT(wednesday));
    report("spare", spare, COUNT(spare));
    printf("%d readings in all\n",
           COUNT(monday) + COUNT(tuesday) + COUNT(wednesday) + COUNT(spare));
    return 0;
}
