#include <stdio.h>
#include <string.h>

#pragma pack(push, 1)
struct wire_header {
    unsigned char type;
    unsigned int length;
    unsigned short checksum;
};
#pragma pack(pop)

struct message {
    char kind;
    int length;
    short flags;
    double stamp;
};

static unsigned short sum16(const unsigned char *p, int n)
{
    unsigned sum = 0;
    while (n--)
        sum += *p++;
    return (unsigned short)sum;
}

int main(void)
{
    struct wire_header h;
    struct message m[3];
    unsigned char buf[sizeof h];

    h.type = 7;
    h.length = 1000;
    h.checksum = 0;
    memcpy(buf, &h, sizeof h);
    h.checksum = sum16(buf, (int)sizeof buf);
    printf("header: %d bytes, checksum %u\n", (int)sizeof h, h.checksum);

    memset(m, 0, sizeof m);
    m[1].kind = 'x';
    m[1].length = 42;
    m[1].stamp = 1.25;
    printf("message: %d bytes, array %d bytes\n", (int)sizeof(struct message), (int)sizeof m);
    printf("m[1] at +%d: %c %d %.2f\n", (int)((char *)&m[1] - (char *)m), m[1].kind,
           m[1].length, m[1].stamp);
    return 0;
}
