#include <stdio.h>

static unsigned int to_uint(double d)
{
    return (unsigned int)d;
}

int main(void)
{
    double big = 3000000000.0;
    printf("big = %u, small = %u\n", to_uint(big), to_uint(12.75));
    return 0;
}
