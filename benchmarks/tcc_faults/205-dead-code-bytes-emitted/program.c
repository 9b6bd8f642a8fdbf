#include <stdio.h>

/* set to 1 to trap out-of-range reads while debugging */
#define CHECKED 0

static int checked_at(const int *buf, int n, int i)
{
    if (i < 0 || i >= n) {
        printf("index %d out of range\n", i);
        return 0;
    }
    return buf[i];
}

#define AT(buf, n, i) (CHECKED ? checked_at(buf, n, i) : (buf)[i])

static int checksum(const int *data, int n)
{
    int pos = 0, sum = 0, steps = 0, v;

    while (pos < n) {
        v = AT(data, n, pos++);
        sum = sum * 7 + v;
        steps++;
    }
    printf("%d steps\n", steps);
    return sum;
}

int main(void)
{
    int data[10] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3};
    int i;

    for (i = 2; i <= 10; i += 4)
        printf("checksum of %d values: %d\n", i, checksum(data, i));
    return 0;
}
