#include <stdio.h>

/* 64x64 -> 128 bit multiply with inline asm, used for a modular hash */
typedef unsigned long long u64;

static u64 mul_hi(u64 a, u64 b, u64 *lo)
{
    u64 hi, l;
    __asm__("movq %2, %%rax\n\t"
            "mulq %3\n\t"
            "movq %%rax, %1\n\t"
            "movq %%rdx, %0"
            : "=r"(hi), "=r"(l)
            : "r"(a), "r"(b)
            : "rax", "rdx", "cc");
    *lo = l;
    return hi;
}

static u64 mix(u64 h, u64 v)
{
    u64 lo, hi = mul_hi(h ^ v, 0x9e3779b97f4a7c15ULL, &lo);
    return hi ^ lo;
}

int main(void)
{
    static const char *words[] = { "alpha", "beta", "gamma", "delta" };
    u64 lo, hi;
    int i;

    hi = mul_hi(0xffffffffffffffffULL, 3, &lo);
    printf("max*3 = %016llx:%016llx\n", hi, lo);
    for (i = 0; i < 4; i++) {
        const char *p = words[i];
        u64 h = 1469598103934665603ULL;
        while (*p)
            h = mix(h, (unsigned char)*p++);
        printf("%-6s %016llx\n", words[i], h);
    }
    return 0;
}
