#include <stdio.h>

/* 128-bit unsigned arithmetic with x86-64 inline assembly. */

typedef struct {
    unsigned long lo, hi;
} u128;

static u128 mul64(unsigned long a, unsigned long b)
{
    u128 r;
    __asm__("mulq %3" : "=a"(r.lo), "=d"(r.hi) : "a"(a), "rm"(b) : "cc");
    return r;
}

static u128 shl128(u128 x, unsigned n)
{
    unsigned long hi = x.hi, lo = x.lo;
    __asm__("shldq %%cl, %2, %0\n\t"
            "shlq %%cl, %1"
            : "=r"(hi), "=r"(lo)
            : "r"(lo), "c"(n), "0"(hi), "1"(lo)
            : "cc");
    x.hi = hi;
    x.lo = lo;
    return x;
}

static void show(const char *what, u128 x)
{
    printf("%-8s %016lx%016lx\n", what, x.hi, x.lo);
}

int main(void)
{
    u128 p = mul64(0x9e3779b97f4a7c15ul, 0xbf58476d1ce4e5b9ul);
    unsigned n;

    show("product", p);
    for (n = 4; n < 64; n += 20)
        show("shifted", shl128(p, n));
    show("square", mul64(0xfffffffffffffffful, 0xfffffffffffffffful));
    return 0;
}
