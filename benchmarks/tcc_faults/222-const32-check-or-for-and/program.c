#include <stdio.h>

/* departure board: times are kept in UTC and shown in local time */
#define UTC_OFFSET_MINUTES (-300)
#define MINUTES_PER_DAY (24 * 60)

struct departure {
    const char *dest;
    int utc_minutes;
    int platform;
};

static int to_local(int utc_minutes)
{
    int m = utc_minutes;
#if UTC_OFFSET_MINUTES
    m += UTC_OFFSET_MINUTES;
    m = (m % MINUTES_PER_DAY + MINUTES_PER_DAY) % MINUTES_PER_DAY;
#endif
    return m;
}

int main(void)
{
    static const struct departure board[] = {
        { "Albany", 2 * 60 + 15, 3 },
        { "Boston", 9 * 60 + 40, 1 },
        { "Chicago", 13 * 60 + 5, 7 },
        { "Denver", 23 * 60 + 55, 2 },
    };
    int i, n = (int)(sizeof board / sizeof board[0]);
    int earliest = MINUTES_PER_DAY;

    for (i = 0; i < n; i++) {
        int local = to_local(board[i].utc_minutes);
        if (local < earliest)
            earliest = local;
        printf("%-8s %02d:%02d  platform %d\n", board[i].dest,
               local / 60, local % 60, board[i].platform);
    }
    printf("first train at %02d:%02d local\n", earliest / 60, earliest % 60);
    return 0;
}
