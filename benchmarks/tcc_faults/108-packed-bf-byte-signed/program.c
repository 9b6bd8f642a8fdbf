#include <stdio.h>
#include <string.h>

/* an on-the-wire record header packed without padding */
#pragma pack(push, 1)
struct header {
    unsigned char tag;
    unsigned int version : 4;
    unsigned int length : 12;
    unsigned int seq : 16;
};
#pragma pack(pop)

static void decode(const unsigned char *buf, struct header *h)
{
    memcpy(h, buf, sizeof *h);
}

int main(void)
{
    static const unsigned char wire[][5] = {
        { 0x01, 0x32, 0x01, 0x07, 0x00 },
        { 0x02, 0xf5, 0xab, 0x00, 0x9c },
        { 0x7f, 0x9c, 0xff, 0xfe, 0x81 },
    };
    struct header h;
    int i;

    printf("sizeof(struct header) = %zu\n", sizeof(struct header));
    for (i = 0; i < 3; i++) {
        decode(wire[i], &h);
        printf("tag %u version %u length %u seq %u\n",
               h.tag, (unsigned)h.version, (unsigned)h.length, (unsigned)h.seq);
    }
    h.length = 3000;
    h.seq = 40000;
    printf("after update: version %u length %u seq %u\n",
           (unsigned)h.version, (unsigned)h.length, (unsigned)h.seq);
    return 0;
}
