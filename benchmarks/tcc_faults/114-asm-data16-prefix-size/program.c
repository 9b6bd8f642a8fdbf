#include <stdio.h>
#include <stdint.h>

/* Convert a small packet header between host and network byte order. */
struct header {
    uint16_t port;
    uint16_t length;
    uint32_t seq;
};

static uint16_t swap16(uint16_t v)
{
    __asm__("rorw $8, %0" : "=r"(v) : "0"(v));
    return v;
}

static uint32_t swap32(uint32_t v)
{
    __asm__("bswap %0" : "=r"(v) : "0"(v));
    return v;
}

static void to_network(struct header *h)
{
    h->port = swap16(h->port);
    h->length = swap16(h->length);
    h->seq = swap32(h->seq);
}

int main(void)
{
    struct header h = { 8080, 1500, 0x01020304u };
    const unsigned char *b = (const unsigned char *)&h;
    unsigned i;

    to_network(&h);
    printf("port=%04x length=%04x seq=%08x\n", h.port, h.length, (unsigned)h.seq);
    for (i = 0; i < sizeof h; i++)
        printf("%02x%s", b[i], i + 1 < sizeof h ? " " : "\n");
    return 0;
}
