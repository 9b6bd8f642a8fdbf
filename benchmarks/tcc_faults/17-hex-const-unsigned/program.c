#include <stdio.h>

int main(void)
{
    long big = 0x80000000;
    long all = 0xFFFFFFFF;
    int positive = 0xFFFFFFFF > 0;
    printf("big = %ld, all = %ld, positive = %d\n", big, all, positive);
    return 0;
}
