#include <stdio.h>

/* A bump allocator over a static arena; offsets are rounded up to the
   block size with a couple of x86-64 instructions. */

#define BLOCK 16

static unsigned char arena[4096];
static unsigned long top;

static unsigned long round_up(unsigned long n)
{
    __asm__("addq $(%c1 - 1), %0\n\t"
            "andq $-%c1, %0"
            : "+r"(n)
            : "i"(BLOCK)
            : "cc");
    return n;
}

static void *bump(unsigned long size)
{
    unsigned long start = round_up(top);

    if (start + size > sizeof arena)
        return NULL;
    top = start + size;
    return arena + start;
}

int main(void)
{
    static const unsigned long sizes[] = { 1, 24, 7, 100, 16, 33 };
    unsigned i;

    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        unsigned char *p = bump(sizes[i]);
        printf("alloc %3lu -> offset %4ld\n", sizes[i],
               p ? (long)(p - arena) : -1L);
    }
    printf("arena used: %lu of %lu bytes\n", top, (unsigned long)sizeof arena);
    return 0;
}
