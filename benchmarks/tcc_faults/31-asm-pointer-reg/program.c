#include <stdio.h>

static int load_word(const int *p)
{
    int v;
    __asm__("movl (%1), %0" : "=r"(v) : "r"(p) : "memory");
    return v;
}

int main(void)
{
    int data[4] = { 10, 20, 30, 40 };
    int i, sum = 0;
    for (i = 0; i < 4; i++)
        sum += load_word(&data[i]) * (i + 1);
    printf("sum = %d\n", sum);
    return 0;
}
