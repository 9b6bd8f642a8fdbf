#include <stdio.h>
#include <string.h>

/* One step of the djb2 string hash, h * 33 + c, in x86-64 assembly
   (r8 is used as scratch register). */
static unsigned long djb2_step(unsigned long h, unsigned long c)
{
    __asm__ ("movq %0, %%r8\n\t"
             "shlq $5, %%r8\n\t"
             "addq %0, %%r8\n\t"
             "addq %1, %%r8\n\t"
             "movq %%r8, %0"
             : "+r"(h)
             : "r"(c)
             : "r8", "cc");
    return h;
}

static unsigned long hash_asm(const char *s, unsigned long len)
{
    unsigned long h = 5381;
    while (len--)
        h = djb2_step(h, (unsigned char)*s++);
    return h;
}

static unsigned long hash_c(const char *s, unsigned long len)
{
    unsigned long h = 5381;
    while (len--)
        h = h * 33 + (unsigned char)*s++;
    return h;
}

int main(void)
{
    static const char *words[] = { "", "a", "tcc", "hello, world", "seeded fault" };
    int i;
    for (i = 0; i < 5; i++) {
        unsigned long a = hash_asm(words[i], strlen(words[i]));
        unsigned long c = hash_c(words[i], strlen(words[i]));
        printf("%-14s %016lx %s\n", words[i], a, a == c ? "ok" : "MISMATCH");
    }
    return 0;
}
