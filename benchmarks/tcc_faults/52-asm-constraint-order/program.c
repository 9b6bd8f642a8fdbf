#include <stdio.h>

/* 64 x 64 -> 128-bit multiply: the high half lands in %rdx */
static unsigned long mul_hi(unsigned long a, unsigned long b, unsigned long *lo)
{
    unsigned long l, h;
    __asm__("mulq %3" : "=a"(l), "=d"(h) : "a"(a), "rm"(b) : "cc");
    *lo = l;
    return h;
}

static unsigned add_carry(unsigned a, unsigned b, unsigned *carry)
{
    unsigned sum = a;
    unsigned char c;
    __asm__("addl %2, %0\n\tsetc %1" : "+r"(sum), "=q"(c) : "r"(b) : "cc");
    *carry = c;
    return sum;
}

int main(void)
{
    unsigned long lo, hi;
    unsigned carry, s;

    hi = mul_hi(0xFFFFFFFFFFFFFFFFUL, 3UL, &lo);
    printf("hi = %lu, lo = %#lx\n", hi, lo);
    hi = mul_hi(1UL << 40, 1UL << 40, &lo);
    printf("hi = %#lx, lo = %lu\n", hi, lo);
    s = add_carry(0xFFFFFFF0u, 0x20u, &carry);
    printf("sum = %#x, carry = %u\n", s, carry);
    s = add_carry(100u, 23u, &carry);
    printf("sum = %u, carry = %u\n", s, carry);
    return 0;
}
