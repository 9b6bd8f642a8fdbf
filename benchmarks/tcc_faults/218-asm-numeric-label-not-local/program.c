#include <stdio.h>

/* bit tricks with small hand-written x86-64 loops */
static unsigned popcount32(unsigned x)
{
    unsigned n = 0;
    __asm__("testl %1, %1\n\t"
            "jz 2f\n"
            "1:\n\t"
            "incl %0\n\t"
            "leal -1(%1), %%edx\n\t"
            "andl %%edx, %1\n\t"
            "jnz 1b\n"
            "2:"
            : "+r"(n), "+r"(x) : : "edx", "cc");
    return n;
}

static unsigned highest_bit(unsigned x)
{
    unsigned b = 0;
    __asm__("testl %1, %1\n\t"
            "jz 2f\n"
            "1:\n\t"
            "incl %0\n\t"
            "shrl $1, %1\n\t"
            "jnz 1b\n"
            "2:"
            : "+r"(b), "+r"(x) : : "cc");
    return b;
}

int main(void)
{
    static const unsigned vals[] = { 0, 1, 7, 0x80, 0xff00, 0x12345678u, 0xffffffffu };
    unsigned i, total = 0;
    for (i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        unsigned p = popcount32(vals[i]), h = highest_bit(vals[i]);
        printf("%#10x: %2u bits set, width %2u\n", vals[i], p, h);
        total += p * h;
    }
    printf("total %u\n", total);
    return 0;
}
