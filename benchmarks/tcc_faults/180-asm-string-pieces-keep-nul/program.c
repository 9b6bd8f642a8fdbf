#include <stdio.h>
#include <stdint.h>

/* 64x64 -> 128-bit multiply and a modular exponentiation built on it */
static void mul64(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo)
{
    uint64_t h, l;
    __asm__("movq %2, %%rax\n\t"
            "mulq %3\n\t"
            "movq %%rax, %0\n\t"
            "movq %%rdx, %1"
            : "=r"(l), "=r"(h)
            : "r"(a), "r"(b)
            : "rax", "rdx", "cc");
    *hi = h;
    *lo = l;
}

/* (a * b) mod m, for m < 2^32 so that the reduction stays simple */
static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m)
{
    uint64_t hi, lo;
    mul64(a % m, b % m, &hi, &lo);
    return (hi % m * (((uint64_t)1 << 32) % m) % m * (((uint64_t)1 << 32) % m) + lo % m) % m;
}

static uint64_t powmod(uint64_t base, uint64_t exp, uint64_t m)
{
    uint64_t r = 1 % m;
    while (exp) {
        if (exp & 1)
            r = mulmod(r, base, m);
        base = mulmod(base, base, m);
        exp >>= 1;
    }
    return r;
}

int main(void)
{
    uint64_t hi, lo;
    static const uint32_t primes[] = { 65521, 1000003, 2147483647u, 4294967291u };
    int i;

    mul64(0xDEADBEEFCAFEBABEull, 0x0123456789ABCDEFull, &hi, &lo);
    printf("product = %016llx%016llx\n", (unsigned long long)hi, (unsigned long long)lo);
    for (i = 0; i < 4; i++)
        printf("3^(p-1) mod %u = %llu, 7^12345 mod p = %llu\n", primes[i],
               (unsigned long long)powmod(3, primes[i] - 1, primes[i]),
               (unsigned long long)powmod(7, 12345, primes[i]));
    return 0;
}
