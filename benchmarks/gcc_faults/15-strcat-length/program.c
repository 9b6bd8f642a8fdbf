#include <stdio.h>
#include <string.h>

static const char *const words[4] = { "alpha", "be", "gamma-ray", "" };
static volatile int picks[4] = { 2, 0, 3, 1 };

__attribute__((noinline)) static size_t quote(const char *p)
{
    char buf[64];
    size_t lp = strlen(p);
    size_t lb;
    strcpy(buf, "<<");
    strcat(buf, p);
    lb = strlen(buf);
    printf("%s: %zu -> %zu\n", buf, lp, lb);
    return lb * 100 + lp;
}

int main(void)
{
    size_t total = 0;
    int i;
    for (i = 0; i < 4; i++)
        total = total * 3 + quote(words[picks[i]]);
    printf("total %zu\n", total);
    return 0;
}
