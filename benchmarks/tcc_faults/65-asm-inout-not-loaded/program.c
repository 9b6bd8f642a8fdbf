#include <stdio.h>

/* read big-endian fields from a packet header: gather the bytes in memory
   order, then fix the byte order with bswap from inline assembly */
static unsigned int load_be32(const unsigned char *p)
{
    unsigned int v = 0;
    int i;
    for (i = 3; i >= 0; i--)
        v = (v << 8) | p[i];
    __asm__("bswap %0" : "+r"(v));
    return v;
}

static unsigned long long load_be64(const unsigned char *p)
{
    unsigned long long v = 0;
    int i;
    for (i = 7; i >= 0; i--)
        v = (v << 8) | p[i];
    __asm__("bswapq %0" : "+r"(v));
    return v;
}

static unsigned int rotl32(unsigned int v, unsigned char n)
{
    __asm__("roll %%cl, %0" : "+r"(v) : "c"(n));
    return v;
}

int main(void)
{
    static const unsigned char packet[] = {
        0x00, 0x00, 0x01, 0x2c,             /* length 300 */
        0xca, 0xfe, 0xba, 0xbe,             /* magic */
        0x00, 0x00, 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, /* sequence */
        'd', 'a', 't', 'a'
    };
    unsigned int length = load_be32(packet);
    unsigned int magic = load_be32(packet + 4);
    unsigned long long seq = load_be64(packet + 8);
    unsigned int tag = load_be32(packet + 16);
    unsigned int check = rotl32(length ^ magic, 7) ^ rotl32(tag, 3);

    printf("length %u\n", length);
    printf("magic  %08x\n", magic);
    printf("seq    %llu\n", seq);
    printf("tag    %08x\n", tag);
    printf("check  %08x\n", check);
    return 0;
}
