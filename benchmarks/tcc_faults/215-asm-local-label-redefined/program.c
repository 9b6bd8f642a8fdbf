#include <stdio.h>

/* number of set bits: clear the lowest set bit until none is left */
static unsigned bit_count(unsigned x)
{
    unsigned n;
    __asm__("xorl %0, %0\n\t"
            "testl %1, %1\n\t"
            "jz 2f\n"
            "1:\n\t"
            "incl %0\n\t"
            "movl %1, %%edx\n\t"
            "decl %%edx\n\t"
            "andl %%edx, %1\n\t"
            "jnz 1b\n"
            "2:"
            : "=&r"(n), "+r"(x) : : "edx", "cc");
    return n;
}

/* index of the highest set bit, -1 for zero */
static int high_bit(unsigned x)
{
    int pos;
    __asm__("movl $-1, %0\n\t"
            "testl %1, %1\n\t"
            "jz 2f\n"
            "1:\n\t"
            "incl %0\n\t"
            "shrl $1, %1\n\t"
            "jnz 1b\n"
            "2:"
            : "=&r"(pos), "+r"(x) : : "cc");
    return pos;
}

int main(void)
{
    static const unsigned masks[] = { 0, 1, 0x80, 0xF0F0, 0x12345678, 0xFFFFFFFFu };
    unsigned i;

    for (i = 0; i < sizeof masks / sizeof masks[0]; i++)
        printf("%08x: %2u bits set, highest bit %2d\n", masks[i],
               bit_count(masks[i]), high_bit(masks[i]));
    return 0;
}
