#include <stdio.h>

/* small helpers written with inline assembly */
static unsigned scale_offset(unsigned x)
{
    unsigned y = x;
    __asm__("addl $200, %0\n\t"
            "andl $0xf0, %1"
            : "+r"(x), "+r"(y));
    return x ^ y;
}

static unsigned round_up16(unsigned x)
{
    __asm__("addl $15, %0\n\t"
            "andl $-16, %0"
            : "+r"(x));
    return x;
}

int main(void)
{
    static const unsigned values[] = { 0, 7, 100, 255, 1000, 4096 };
    unsigned i, acc = 0;

    for (i = 0; i < sizeof values / sizeof values[0]; i++) {
        unsigned s = scale_offset(values[i]);
        unsigned r = round_up16(values[i]);
        printf("%5u -> %5u %5u\n", values[i], s, r);
        acc += s + r;
    }
    printf("checksum %u\n", acc);
    return 0;
}
