#include <stdio.h>
#include <string.h>

/* Checksum many generated records, each built in a variable-length buffer. */
static unsigned checksum(const char *s, size_t n)
{
    unsigned h = 2166136261u;
    size_t i;
    for (i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

int main(void)
{
    unsigned total = 0;
    int rec;
    for (rec = 0; rec < 40000; rec++) {
        int len = 200 + rec % 57;
        char buf[len];
        memset(buf, 'a' + rec % 26, len);
        buf[len - 1] = '\0';
        total += checksum(buf, strlen(buf));
    }
    printf("records: 40000\n");
    printf("checksum: %08x\n", total);
    return 0;
}
