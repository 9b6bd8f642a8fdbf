#include <stdio.h>

enum { SMALL = 4, LIMIT = 4, WIDE = 9 };

struct bucket {
    int count;
    int weight;
};

static int score(const struct bucket *b, int n)
{
    int total = 0;
    int i;
    for (i = 0; i < n; i++) {
        if (SMALL <= LIMIT)
            total += b[i].count;
        if (WIDE <= LIMIT)
            total += 1000;
        if (-3 <= -3)
            total += b[i].weight * 2;
    }
    return total;
}

int main(void)
{
    struct bucket b[3] = { { 1, 10 }, { 2, 20 }, { 3, 30 } };
    int table[(LIMIT <= SMALL) ? 3 : 1];
    table[0] = score(b, 3);
    printf("score = %d, table = %d\n", table[0], (int)(sizeof table / sizeof table[0]));
    return 0;
}
