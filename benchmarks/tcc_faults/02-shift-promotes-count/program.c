#include <stdio.h>

static unsigned long long mix(unsigned int word, long count)
{
    unsigned long long acc = 0;
    long k;
    for (k = 0; k < count; k++)
        acc += word << k;
    return acc;
}

int main(void)
{
    unsigned int top = 0x80000001u;
    long one = 1;
    unsigned long long shifted = top << one;
    printf("shifted = %llu\n", shifted);
    printf("mix = %llu\n", mix(0xF0000000u, 4));
    return 0;
}
