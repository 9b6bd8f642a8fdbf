#include <stdio.h>

/* a small dice game driven by a 16-bit linear congruential generator */
struct rng {
    unsigned short state;
};

static int roll(struct rng *r)
{
    return ((r->state = r->state * 25173u + 13849u) >> 8) % 6 + 1;
}

static unsigned checksum(const char *s)
{
    unsigned char sum = 0;
    unsigned total = 0;
    while (*s)
        total += (sum = sum * 7 + (unsigned char)*s++);
    return (sum ^ total) % 997;
}

int main(void)
{
    static const char *players[] = { "ada", "brian", "claude", "dennis" };
    int hist[13] = { 0 };
    int i, round, best = -1, winner = 0;
    struct rng r;

    r.state = 2024;
    for (i = 0; i < 4; i++) {
        int score = 0;
        for (round = 0; round < 5; round++) {
            int d = roll(&r) + roll(&r);
            hist[d]++;
            score += d;
        }
        printf("%-7s %3d  (tag %3u)\n", players[i], score, checksum(players[i]));
        if (score > best) {
            best = score;
            winner = i;
        }
    }
    for (i = 2; i <= 12; i++)
        printf("%2d:%d%c", i, hist[i], i == 12 ? '\n' : ' ');
    printf("winner: %s with %d, state %u\n", players[winner], best, (unsigned)r.state);
    return 0;
}
