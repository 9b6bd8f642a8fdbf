#include <stdio.h>
#include <stddef.h>
#include <string.h>

/* a DMA descriptor whose buffer must start on a 256-byte boundary */
struct slot {
    unsigned short id;
    unsigned char flags;
    _Alignas(256) unsigned char payload[24];
    unsigned int checksum;
};

static unsigned int sum(const unsigned char *p, size_t n)
{
    unsigned int s = 0;
    while (n--)
        s = s * 31 + *p++;
    return s;
}

int main(void)
{
    struct slot q[3];
    int i;

    memset(q, 0, sizeof q);
    for (i = 0; i < 3; i++) {
        q[i].id = (unsigned short)(100 + i);
        q[i].flags = (unsigned char)(1 << i);
        memset(q[i].payload, 'a' + i, sizeof q[i].payload);
        q[i].checksum = sum(q[i].payload, sizeof q[i].payload);
    }
    printf("sizeof(struct slot) = %zu\n", sizeof(struct slot));
    printf("offsetof payload = %zu, checksum = %zu\n",
           offsetof(struct slot, payload), offsetof(struct slot, checksum));
    printf("_Alignof(struct slot) = %zu\n", _Alignof(struct slot));
    for (i = 0; i < 3; i++)
        printf("slot %u flags %u checksum %08x\n", q[i].id, q[i].flags, q[i].checksum);
    printf("array of 3 slots: %zu bytes\n", sizeof q);
    return 0;
}
