#include <stdio.h>
#include <string.h>

/* table-driven CRC-32 (IEEE), with the table lookup done in inline assembly */
static unsigned crc_table[256];

static void make_table(void)
{
    unsigned c, n, k;
    for (n = 0; n < 256; n++) {
        c = n;
        for (k = 0; k < 8; k++)
            c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
        crc_table[n] = c;
    }
}

static unsigned lookup(const unsigned *table, unsigned long index)
{
    unsigned value;
    __asm__("movl (%1,%2,4), %0" : "=r"(value) : "r"(table), "r"(index));
    return value;
}

static unsigned crc32(const char *buf, size_t len)
{
    unsigned crc = 0xffffffffu;
    size_t i;
    for (i = 0; i < len; i++)
        crc = lookup(crc_table, (crc ^ (unsigned char)buf[i]) & 0xffu) ^ (crc >> 8);
    return crc ^ 0xffffffffu;
}

int main(void)
{
    static const char *const words[] = {
        "", "a", "abc", "message digest", "The quick brown fox jumps over the lazy dog"
    };
    size_t i;

    make_table();
    printf("table[1] = %08x, table[255] = %08x\n", lookup(crc_table, 1), lookup(crc_table, 255));
    for (i = 0; i < sizeof words / sizeof words[0]; i++)
        printf("crc32(\"%s\") = %08x\n", words[i], crc32(words[i], strlen(words[i])));
    return 0;
}
