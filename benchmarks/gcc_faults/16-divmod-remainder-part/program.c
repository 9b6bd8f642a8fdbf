#include <stdio.h>

static volatile unsigned amounts[5] = { 1000, 77, 12345, 9, 65536 };
static volatile unsigned sizes[5] = { 7, 10, 100, 4, 255 };

/* Split an amount into full boxes and a remainder. */
__attribute__((noinline)) static unsigned boxes(unsigned amount, unsigned size, unsigned *rest)
{
    unsigned full = amount / size;
    *rest = amount % size;
    return full;
}

int main(void)
{
    unsigned check = 0;
    int i;
    for (i = 0; i < 5; i++) {
        unsigned rest;
        unsigned full = boxes(amounts[i], sizes[i], &rest);
        printf("%u / %u: %u boxes, %u left\n", amounts[i], sizes[i], full, rest);
        check = check * 1009u + full * 3u + rest;
    }
    printf("check %u\n", check);
    return 0;
}
