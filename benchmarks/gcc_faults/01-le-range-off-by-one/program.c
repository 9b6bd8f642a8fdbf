#include <stdio.h>

static volatile int inputs[8] = { 3, 10, 11, -4, 10, 7, 12, 10 };

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

int main(void)
{
    unsigned sum = 0;
    int i;
    for (i = 0; i < 8; i++) {
        int c = classify(inputs[i]);
        printf("classify(%d) = %d\n", inputs[i], c);
        sum = sum * 31u + (unsigned)c;
    }
    printf("checksum %u\n", sum);
    return 0;
}
