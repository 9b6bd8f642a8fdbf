#include <stdio.h>

/* A tiny fixed-point helper written in file-scope assembly, with its
   scaling constants given by .set so they are kept in one place. */
long fix_scale(long x);
long fix_round(long x);

__asm__(".text\n"
        ".set FRAC_BITS, 8\n"
        ".set HALF, 1 << (FRAC_BITS - 1)\n"
        ".globl fix_scale\n"
        "fix_scale:\n"
        "    movq %rdi, %rax\n"
        "    shlq $FRAC_BITS, %rax\n"
        "    ret\n"
        ".globl fix_round\n"
        "fix_round:\n"
        "    leaq HALF(%rdi), %rax\n"
        "    sarq $FRAC_BITS, %rax\n"
        "    ret\n");

int main(void)
{
    long v[] = { 0, 1, 7, 100, -3 };
    unsigned i;

    for (i = 0; i < sizeof v / sizeof v[0]; i++) {
        long f = fix_scale(v[i]);
        printf("%ld -> %ld (x1.5 rounds to %ld)\n", v[i], f, fix_round(f + f / 2));
    }
    return 0;
}
