#include <stdio.h>
#include <string.h>

/* 64-bit FNV-1a and a splitmix-style finaliser; the wide constants are
   loaded with a 64-bit immediate move */
static unsigned long long fnv1a(const char *s)
{
    unsigned long long h, prime;
    __asm__("movq $0xcbf29ce484222325, %0" : "=r"(h));
    __asm__("movq $0x100000001b3, %0" : "=r"(prime));
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= prime;
    }
    return h;
}

static unsigned long long mix(unsigned long long z)
{
    unsigned long long k;
    __asm__("movq $0xbf58476d1ce4e5b9, %0" : "=r"(k));
    z = (z ^ (z >> 30)) * k;
    z = z ^ (z >> 27);
    return z;
}

int main(void)
{
    static const char *words[] = { "", "a", "tcc", "compiler", "hello, world" };
    unsigned long long all = 0;
    size_t i;

    for (i = 0; i < sizeof words / sizeof words[0]; i++) {
        unsigned long long h = fnv1a(words[i]);
        printf("%-14s len %2u fnv %016llx mixed %016llx\n", words[i],
               (unsigned)strlen(words[i]), h, mix(h));
        all ^= mix(h + i);
    }
    printf("combined %016llx\n", all);
    return 0;
}
