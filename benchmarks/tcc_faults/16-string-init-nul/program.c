#include <stdio.h>

static int code(const char *tag, int n)
{
    int i, c = 0;
    for (i = 0; i < n; i++)
        c = c * 31 + tag[i];
    return c;
}

int main(void)
{
    char name[4] = "xyz";
    char tag[3] = "abc";
    printf("name = %s, code = %d\n", name, code(tag, 3));
    return 0;
}
