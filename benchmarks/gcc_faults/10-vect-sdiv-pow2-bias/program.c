#include <stdio.h>

static int in[32];
static int out[32];

__attribute__((noinline)) static void quarter(void)
{
    int i;
    for (i = 0; i < 32; i++)
        out[i] = in[i] / 4;
}

int main(void)
{
    int i;
    long sum = 0;
    for (i = 0; i < 32; i++)
        in[i] = (i % 2 ? -1 : 1) * (i * 5 - 17);
    quarter();
    for (i = 0; i < 32; i++) {
        sum = sum * 3 + out[i];
        if (i < 8)
            printf("%d/4 = %d\n", in[i], out[i]);
    }
    printf("sum %ld\n", sum);
    return 0;
}
