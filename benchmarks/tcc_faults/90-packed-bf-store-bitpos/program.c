#include <stdio.h>

/* a compact record header as stored on disk */
#pragma pack(push, 1)
struct record {
    unsigned char kind : 4;
    unsigned int length : 30;
    unsigned char flags : 2;
    unsigned short crc;
};
#pragma pack(pop)

static unsigned short checksum(const struct record *r)
{
    unsigned int sum = r->kind * 31u + r->length + r->flags * 7u;
    return (unsigned short)(sum ^ (sum >> 16));
}

static void fill(struct record *r, unsigned kind, unsigned length, unsigned flags)
{
    r->kind = kind;
    r->length = length;
    r->flags = flags;
    r->crc = checksum(r);
}

int main(void)
{
    static const unsigned lengths[] = { 12, 4096, 70000, 123456789, 1000000000 };
    struct record recs[5] = { { 0 } };
    unsigned long total = 0;
    int i;

    for (i = 0; i < 5; i++)
        fill(&recs[i], (unsigned)(i * 3 + 1), lengths[i], (unsigned)i & 3u);
    for (i = 0; i < 5; i++) {
        total += recs[i].length;
        printf("record %d: kind %u length %u flags %u crc %04x\n", i,
               (unsigned)recs[i].kind, (unsigned)recs[i].length,
               (unsigned)recs[i].flags, (unsigned)recs[i].crc);
    }
    printf("header size %u, total length %lu\n", (unsigned)sizeof(struct record), total);
    return 0;
}
