#include <stdio.h>

/* Bit counting with a nibble table that the assembler places in .rodata.
   The table is emitted from a top-level asm block that switches to .rodata
   and back with .pushsection/.popsection. */
__asm__(
    ".pushsection .rodata\n"
    "    .balign 4\n"
    "    .globl nibble_bits\n"
    "nibble_bits:\n"
    "    .byte 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4\n"
    ".popsection\n");

extern const unsigned char nibble_bits[16];

static int popcount32(unsigned x)
{
    int n = 0;
    while (x) {
        n += nibble_bits[x & 15];
        x >>= 4;
    }
    return n;
}

static int parity(unsigned x)
{
    return popcount32(x) & 1;
}

int main(void)
{
    static const unsigned words[] = { 0, 1, 0xff, 0x12345678, 0x80000001, 0xdeadbeef, 0xffffffff };
    unsigned i;
    int total = 0;

    for (i = 0; i < sizeof words / sizeof words[0]; i++) {
        int c = popcount32(words[i]);
        total += c;
        printf("%08x: %2d bits set, parity %d\n", words[i], c, parity(words[i]));
    }
    printf("total %d\n", total);
    return 0;
}
