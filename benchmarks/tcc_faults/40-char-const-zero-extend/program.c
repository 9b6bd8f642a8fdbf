#include <stdio.h>
#include <string.h>

/* Count the records in a buffer where '\xff' bytes separate records. */
static int count_records(const char *buf, int len)
{
    int i, n = 1;
    for (i = 0; i < len; i++)
        if (buf[i] == '\xff')
            n++;
    return n;
}

int main(void)
{
    char buf[32];
    int len;

    strcpy(buf, "alpha");
    len = (int)strlen(buf);
    buf[len++] = (char)0xff;
    memcpy(buf + len, "beta", 4);
    len += 4;
    buf[len++] = '\xff';
    memcpy(buf + len, "gamma", 5);
    len += 5;
    printf("records = %d, len = %d\n", count_records(buf, len), len);
    printf("marker = %d, tab = %d\n", '\xff' + 1, '\t');
    return 0;
}
