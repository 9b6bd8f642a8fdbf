#include <stdio.h>

static volatile unsigned as[4] = { 5, 1000, 0xfffffff0u, 77 };
static volatile unsigned bs[4] = { 9, 3, 16, 123456 };
static volatile unsigned cs[4] = { 100, 0, 1, 42 };

/* Sum of the parts, with a's complement folded in. */
__attribute__((noinline)) static unsigned blend(unsigned a, unsigned b, unsigned c)
{
    unsigned na = ~a;
    unsigned s = b + na;
    s = s * 1u + c;
    s = s + a;
    return s;
}

int main(void)
{
    unsigned h = 0;
    int i;
    for (i = 0; i < 4; i++) {
        unsigned v = blend(as[i], bs[i], cs[i]);
        printf("blend = %u\n", v);
        h = h * 7u + v;
    }
    printf("h %u\n", h);
    return 0;
}
