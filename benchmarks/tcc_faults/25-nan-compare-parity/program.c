#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    double n = strtod("nan", NULL);
    double one = 1.0;
    int r = 0;
    if (n == n)
        r += 1;
    if (n != n)
        r += 2;
    if (n < one)
        r += 4;
    if (n >= one)
        r += 8;
    if (one == one)
        r += 16;
    printf("r = %d\n", r);
    return 0;
}
