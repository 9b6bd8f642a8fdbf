#include <stdio.h>

static volatile int inputs[8] = { 3, 10, 11, -4, 10, 7, 12, 10 };
static unsigned sum;

__attribute__((noinline)) static int classify(int x)
{
    int r = 0;
    if (x < 11) {
        r = 1;
        if (x == 10)
            r = 100;
        else if (x > 8)
            r = 50;
    } else {
        r = 2;
    }
    return r;
}

__attribute__((noinline)) static void show(int x)
{
    int c = classify(x);
    printf("classify(%d) = %d\n", x, c);
    sum = sum * 31u + (unsigned)c;
}

int main(void)
{
    show(inputs[0]);
    show(inputs[1]);
    show(inputs[2]);
    show(inputs[3]);
    show(inputs[4]);
    show(inputs[5]);
    show(inputs[6]);
    show(inputs[7]);
    printf("checksum %u\n", sum);
    return 0;
}
