#include <stdio.h>

/* Sum an array of 64-bit counters with a small hand-written x86-64 loop,
   and check it against the plain C version. */
static long sum_asm(const long *v, long n)
{
    long total = 0, i = 0;

    if (n <= 0)
        return 0;
    __asm__("1:\n\t"
            "addq (%[v],%[i],8), %[t]\n\t"
            "incq %[i]\n\t"
            "cmpq %[n], %[i]\n\t"
            "jl 1b"
            : [t] "+r" (total), [i] "+r" (i)
            : [v] "r" (v), [n] "r" (n)
            : "cc", "memory");
    return total;
}

static long sum_c(const long *v, long n)
{
    long total = 0, i;
    for (i = 0; i < n; i++)
        total += v[i];
    return total;
}

int main(void)
{
    long hits[10];
    long i, n = sizeof hits / sizeof hits[0];

    for (i = 0; i < n; i++)
        hits[i] = (i * 37 + 11) % 100;

    for (i = 1; i <= n; i += 3) {
        long a = sum_asm(hits, i), c = sum_c(hits, i);
        printf("first %2ld: asm %4ld, C %4ld%s\n", i, a, c, a == c ? "" : "  MISMATCH");
    }
    printf("total hits: %ld\n", sum_asm(hits, n));
    return 0;
}
