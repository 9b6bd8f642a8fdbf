#include <stdio.h>

/* checksums over a small packet, with a few x86-64 helpers in inline asm */
static unsigned rotl32(unsigned x, unsigned n)
{
    __asm__("roll %%cl, %[val]" : [val] "+r" (x) : "c" (n));
    return x;
}

static unsigned bswap32(unsigned x)
{
    __asm__("bswap %0" : "+r" (x));
    return x;
}

static unsigned add_carry(unsigned a, unsigned b)
{
    /* one's complement addition, as in the IP checksum */
    __asm__("addl %[rhs], %[acc]\n\t"
            "adcl $0, %[acc]"
            : [acc] "+r" (a)
            : [rhs] "r" (b));
    return a;
}

int main(void)
{
    static const unsigned char packet[] = "tiny packet, checksummed";
    unsigned hash = 0x811c9dc5u, sum = 0, word, folded;
    unsigned i;

    for (i = 0; i + 4 <= sizeof packet - 1; i += 4) {
        word = packet[i] | packet[i + 1] << 8 | packet[i + 2] << 16
             | (unsigned)packet[i + 3] << 24;
        hash = rotl32(hash ^ word, 5) * 0x01000193u;
        sum = add_carry(sum, bswap32(word));
    }
    printf("hash %08x\n", hash);
    folded = (sum & 0xffff) + (sum >> 16);
    folded = (folded & 0xffff) + (folded >> 16);
    printf("sum  %08x folded %04x\n", sum, folded);
    printf("rotl(0x80000001, 1) = %08x\n", rotl32(0x80000001u, 1));
    return 0;
}
