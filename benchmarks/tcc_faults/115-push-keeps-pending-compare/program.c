#include <stdio.h>

/* Count how many readings exceed the running threshold in each window. */
struct window { int lo, hi; };

static int readings[12] = { 14, 3, 27, 8, 19, 22, 5, 31, 11, 2, 17, 24 };

int main(void)
{
    struct window w[3] = { {0, 4}, {4, 8}, {8, 12} };
    int k, i;
    int over_total = 0;

    for (k = 0; k < 3; k++) {
        int over = 0, score = 0, thr = 10 + 3 * k;
        for (i = w[k].lo; i < w[k].hi; i++) {
            over += readings[i] > thr;
            score += (readings[i] % 2 == 0) * readings[i] + (readings[i] < thr) * w[k].lo;
        }
        over_total += over;
        printf("window %d: over=%d score=%d\n", k, over, score);
    }
    printf("total over: %d, flag=%d\n", over_total, (over_total > 5) * 100 + (over_total & 1));
    return 0;
}
