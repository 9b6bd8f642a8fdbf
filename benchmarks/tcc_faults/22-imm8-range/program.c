#include <stdio.h>

static int hash(const char *s)
{
    int h = 7;
    while (*s)
        h = (h * 31 + *s++) & 0xff;
    return h + 200;
}

int main(void)
{
    printf("hash = %d %d\n", hash("compiler"), hash("tcc"));
    return 0;
}
