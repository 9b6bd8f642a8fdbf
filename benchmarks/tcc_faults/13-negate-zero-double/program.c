#include <stdio.h>
#include <string.h>

static double negate(double x)
{
    return -x;
}

int main(void)
{
    double zero = 0.0;
    double n = negate(zero);
    unsigned char bytes[sizeof n];
    memcpy(bytes, &n, sizeof n);
    printf("n = %g, top byte = %02x\n", n, bytes[sizeof n - 1]);
    return 0;
}
