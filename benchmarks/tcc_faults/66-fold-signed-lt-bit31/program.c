#include <stdio.h>

/* a thermometer histogram with one bucket per 5 degrees */
#define MIN_TEMP (-20)
#define MAX_TEMP 45
#define STEP 5

#if MIN_TEMP < 0
#define OFFSET (-MIN_TEMP)
#else
#define OFFSET 0
#endif

enum { NBUCKETS = (MAX_TEMP + OFFSET) / STEP + 1 };

static int buckets[NBUCKETS];
static const int below_zero = MIN_TEMP < 0;

static int bucket_of(int t)
{
    int b;
    if (t < MIN_TEMP)
        t = MIN_TEMP;
    if (t > MAX_TEMP)
        t = MAX_TEMP;
    b = (t + OFFSET) / STEP;
    if (b < 0)
        b = 0;
    if (b >= NBUCKETS)
        b = NBUCKETS - 1;
    return b;
}

int main(void)
{
    static const int readings[] = { -18, -3, 0, 4, 12, 19, 23, 23, 31, 44, 50, -25 };
    int i, n = (int)(sizeof readings / sizeof readings[0]);

    for (i = 0; i < n; i++)
        buckets[bucket_of(readings[i])]++;
    printf("%d buckets, offset %d, below zero %d\n", NBUCKETS, OFFSET, below_zero);
    for (i = 0; i < NBUCKETS; i++)
        if (buckets[i])
            printf("[%3d..%3d] %d\n", i * STEP - OFFSET, i * STEP - OFFSET + STEP - 1, buckets[i]);
    printf("%s climate\n", MIN_TEMP < -10 ? "cold" : "mild");
    return 0;
}
