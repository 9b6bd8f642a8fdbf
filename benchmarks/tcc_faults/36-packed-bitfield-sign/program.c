#include <stdio.h>

#pragma pack(push, 1)
struct reading {
    unsigned char sensor;
    signed temp : 12;   /* tenths of a degree */
    unsigned flags : 4;
};
#pragma pack(pop)

static int average(const struct reading *r, int n)
{
    int i, sum = 0;
    for (i = 0; i < n; i++)
        sum += r[i].temp;
    return sum / n;
}

int main(void)
{
    struct reading log[4] = {
        { 1, 215, 0 }, { 2, -43, 1 }, { 1, -187, 3 }, { 3, 96, 8 }
    };
    int i, below = 0;

    for (i = 0; i < 4; i++) {
        if (log[i].temp < 0)
            below++;
        printf("sensor %d: %d.%d (flags %u)\n", log[i].sensor, log[i].temp / 10,
               (log[i].temp < 0 ? -log[i].temp : log[i].temp) % 10, (unsigned)log[i].flags);
    }
    printf("below zero: %d, average: %d\n", below, average(log, 4));
    return 0;
}
