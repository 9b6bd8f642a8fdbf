#include <stdio.h>
#include <string.h>

static const char tags[2][8] = { "TAG-0001", "tag-9876" };

__attribute__((noinline)) static unsigned stamp(int which, char fill)
{
    char buf[64];
    unsigned h = 2166136261u;
    int i;
    memset(buf, '.', sizeof buf);
    memset(buf + 1, fill, 32);
    memcpy(buf + 25, tags[which], 8);
    for (i = 0; i < 64; i++)
        h = (h ^ (unsigned char)buf[i]) * 16777619u;
    printf("%.40s\n", buf);
    return h;
}

int main(void)
{
    unsigned a = stamp(0, 'x');
    unsigned b = stamp(1, '#');
    printf("%08x %08x\n", a, b);
    return 0;
}
