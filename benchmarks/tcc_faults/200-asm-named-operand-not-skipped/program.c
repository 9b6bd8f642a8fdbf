#include <stdio.h>

/* Saturating and carry-aware arithmetic with named inline asm operands. */
static unsigned add_carry(unsigned a, unsigned b, unsigned *carry)
{
    unsigned char c;
    __asm__("addl %[b], %[a]\n\t"
            "setc %[c]"
            : [a] "+r"(a), [c] "=q"(c)
            : [b] "r"(b)
            : "cc");
    *carry = c;
    return a;
}

static unsigned sat_add(unsigned a, unsigned b)
{
    unsigned carry, sum = add_carry(a, b, &carry);
    return carry ? 0xffffffffu : sum;
}

int main(void)
{
    static const unsigned pairs[][2] = {
        { 1u, 2u },
        { 0xfffffff0u, 0x0fu },
        { 0xfffffff0u, 0x10u },
        { 0x80000000u, 0x80000001u },
    };
    unsigned i, carry, s;

    for (i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        s = add_carry(pairs[i][0], pairs[i][1], &carry);
        printf("%08x + %08x = %08x carry %u, saturated %08x\n",
               pairs[i][0], pairs[i][1], s, carry, sat_add(pairs[i][0], pairs[i][1]));
    }
    return 0;
}
