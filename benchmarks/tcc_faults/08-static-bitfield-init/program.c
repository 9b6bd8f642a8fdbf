#include <stdio.h>

struct header {
    unsigned int version : 5;
    unsigned int length : 9;
    unsigned int checksum : 12;
};

static struct header table[2] = { { 3, 300, 2748 }, { 31, 511, 1 } };

int main(void)
{
    int i;
    for (i = 0; i < 2; i++)
        printf("version = %d, length = %d, checksum = %d\n",
               table[i].version, table[i].length, table[i].checksum);
    return 0;
}
