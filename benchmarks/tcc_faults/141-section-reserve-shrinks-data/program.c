#include <stdio.h>

/* score a round of a darts-like game: each throw hits a ring, and the
   first throws of a round earn a bonus multiplier (the rest earn none) */
#define THROWS 6

static const int bonus_percent[THROWS] = { 50, 25 };
static const int ring_points[5] = { 50, 25, 10, 5, 1 };
static const int rounds[3][THROWS] = {
    { 0, 2, 2, 3, 4, 1 },
    { 1, 1, 0, 2, 3, 3 },
    { 4, 4, 4, 2, 2, 0 },
};

static int throw_score(int ring, int nth)
{
    int base = ring_points[ring];
    return base + base * bonus_percent[nth] / 100;
}

int main(void)
{
    int r, t, best = -1, best_round = 0;

    for (r = 0; r < 3; r++) {
        int total = 0;
        printf("round %d:", r + 1);
        for (t = 0; t < THROWS; t++) {
            int s = throw_score(rounds[r][t], t);
            printf(" %d", s);
            total += s;
        }
        printf(" = %d\n", total);
        if (total > best)
            best = total, best_round = r + 1;
    }
    printf("best round %d with %d points\n", best_round, best);
    return 0;
}
