#include <stdio.h>
#include <string.h>

/* write 32-bit values in network (big-endian) byte order */
static unsigned to_be32(unsigned v)
{
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    return (v >> 24) | ((v >> 8) & 0xff00u) | ((v << 8) & 0xff0000u) | (v << 24);
#else
    return v;
#endif
}

static void put_record(unsigned char *out, unsigned id, unsigned value)
{
    unsigned be;
    be = to_be32(id);
    memcpy(out, &be, 4);
    be = to_be32(value);
    memcpy(out + 4, &be, 4);
}

int main(void)
{
    unsigned char buf[16];
    unsigned check = 0;
    int i;

    put_record(buf, 0x01020304u, 1000u);
    put_record(buf + 8, 42u, 0xdeadbeefu);
    for (i = 0; i < 16; i++) {
        printf("%02x%s", buf[i], i % 8 == 7 ? "\n" : " ");
        check = check * 31 + buf[i];
    }
    printf("checksum %u\n", check);
    return 0;
}
