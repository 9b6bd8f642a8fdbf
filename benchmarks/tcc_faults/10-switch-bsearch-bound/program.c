#include <stdio.h>

static int classify(int op)
{
    switch (op) {
    case 0: return 11;
    case 1: return 12;
    case 2: return 13;
    case 3: return 14;
    case 4: return 15;
    case 5: return 16;
    case 6: return 17;
    case 7: return 18;
    case 8: return 19;
    case 9: return 20;
    default: return -1;
    }
}

int main(void)
{
    int i, sum = 0;
    for (i = -1; i < 11; i++)
        sum = sum * 3 + classify(i);
    printf("sum = %d, five = %d\n", sum, classify(5));
    return 0;
}
