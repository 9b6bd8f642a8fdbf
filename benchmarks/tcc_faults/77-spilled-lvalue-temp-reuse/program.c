#include <stdio.h>

/* weighted scores: each bucket accumulates weight(x) * bonus(x) */
static long weight(int x)
{
    return 3L * x + 1;
}

static long bonus(int x)
{
    return x % 3 == 0 ? 10L : 1L;
}

int main(void)
{
    long score[5] = { 0, 0, 0, 0, 0 };
    long total = 0;
    int i;

    for (i = 0; i < 20; i++)
        score[i % 5] += weight(i) * bonus(i);
    for (i = 0; i < 5; i++) {
        printf("bucket %d: %ld\n", i, score[i]);
        total += score[i];
    }
    printf("total %ld\n", total);
    return 0;
}
