#include <stdio.h>

static unsigned short ports[3] = { 80, 50000, 65535 };

int main(void)
{
    unsigned long total = 0;
    int i;
    for (i = 0; i < 3; i++)
        total += ports[i];
    printf("total = %lu\n", total);
    return 0;
}
