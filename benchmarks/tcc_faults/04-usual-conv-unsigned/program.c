#include <stdio.h>

int main(void)
{
    int values[3] = { -3, 10, -100 };
    unsigned int one = 1u, two = 2u;
    unsigned int acc = 0;
    int i;
    for (i = 0; i < 3; i++) {
        acc += (values[i] + one) / two;
        acc ^= values[i] % two;
    }
    printf("acc = %u\n", acc);
    return 0;
}
