#include <stdio.h>

#define DAY (24L * 60 * 60)

/* reduce a signed offset in seconds to a time of day, counting whole days */
static long time_of_day(long t, long *days)
{
    long r = (t >= DAY || t <= -DAY) ? t % DAY : t;
    *days = (t - r) / DAY;
    if (r < 0) {
        r += DAY;
        --*days;
    }
    return r;
}

static void show(long t)
{
    long days, s = time_of_day(t, &days);
    printf("%9ld s -> day %+ld, %02ld:%02ld:%02ld\n",
           t, days, s / 3600, s / 60 % 60, s % 60);
}

int main(void)
{
    static const long offsets[] = { 0, 3600, 90061, -60, -90000, 864000, -200000 };
    long total = 0;
    unsigned i;

    for (i = 0; i < sizeof offsets / sizeof offsets[0]; i++) {
        long days;
        show(offsets[i]);
        total += time_of_day(offsets[i], &days);
    }
    printf("sum of times of day: %ld\n", total);
    return 0;
}
