#include <stdio.h>

/* A multiplicative string hash; the multiply-add step is done in assembly.
   mulq leaves the high half of the product in rdx, which we throw away. */
static unsigned long mul_add(unsigned long h, unsigned long k, unsigned long c)
{
    unsigned long r;
    __asm__("movq %1, %%rax\n\t"
            "mulq %2\n\t"
            "addq %3, %%rax\n\t"
            "movq %%rax, %0"
            : "=r"(r)
            : "r"(h), "r"(k), "r"(c)
            : "rax", "rdx", "cc");
    return r;
}

static unsigned long hash(const char *s)
{
    unsigned long h = 14695981039346656037UL;
    while (*s)
        h = mul_add(h, 1099511628211UL, (unsigned char)*s++);
    return h;
}

int main(void)
{
    static const char *words[] = { "alpha", "beta", "gamma", "delta", "epsilon", "" };
    int i, buckets[8] = { 0 };

    for (i = 0; i < 6; i++) {
        unsigned long h = hash(words[i]);
        buckets[h % 8]++;
        printf("%-8s %016lx\n", words[i], h);
    }
    for (i = 0; i < 8; i++)
        printf("%d%c", buckets[i], i == 7 ? '\n' : ' ');
    return 0;
}
