#include <stdio.h>

/* print a small calendar summary using static lookup tables */
static const char *month_names[12] = {
    "January", "February", "March", "April", "May", "June", "July",
    "August", "September", "October", "November", "December"
};
static const int month_days[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

static int is_leap(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

static int days_in(int m, int y)
{
    return month_days[m] + (m == 1 && is_leap(y));
}

int main(void)
{
    static const int years[] = { 2023, 2024 };
    int i, m;

    for (i = 0; i < 2; i++) {
        int y = years[i], total = 0;
        int first = y == 2024 ? 1 : 0;   /* weekday of Jan 1st, 0 = Sunday */
        for (m = 0; m < 12; m++) {
            if (m % 4 == 0)
                printf("%d:", y);
            printf(" %.3s=%d(%d)", month_names[m], days_in(m, y), (first + total) % 7);
            total += days_in(m, y);
            if (m % 4 == 3)
                printf("\n");
        }
        printf("%d has %d days\n", y, total);
    }
    return 0;
}
