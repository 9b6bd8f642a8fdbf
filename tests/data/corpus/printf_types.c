/* printf with many conversion specifiers, lengths, flags, widths and precisions. */
#include <stdio.h>
#include <string.h>

struct item { const char *name; unsigned qty; long price_cents; char tag; };

static const struct item items[] = {
    { "bolt", 120u, 15L, 'b' },
    { "washer", 4000u, 2L, 'w' },
    { "hinge", 7u, 1250L, 'h' },
};

int main(void)
{
    int d = -42;
    unsigned u = 3000000000u;
    long ld = -2147483647L;       /* both fit a 32-bit long too */
    unsigned long lu = 4294967295UL;
    long long lld = -1234567890123LL;
    unsigned long long llu = 18446744073709551615ULL;
    unsigned x = 0xdeadbeefu;
    short hd = -1234;
    unsigned char hhu = 200;
    signed char hhd = -100;
    double f = 2.5, g = -0.125;
    const char *s = "corpus";
    char word[16];
    size_t len;

    printf("%d %u %ld %lu\n", d, u, ld, lu);
    printf("%lld %llu\n", lld, llu);
    printf("%x %X %#x %o %#o\n", x, x, 255u, 8u, 8u);
    printf("%c%c%c %s\n", 'o', 'k', '!', s);
    printf("%hd %hhu %hhd\n", hd, hhu, hhd);
    printf("[%5d] [%-5d] [%05d] [%+d] [% d]\n", 42, 42, 42, 42, 42);
    printf("[%*d] [%-*d] [%.3d]\n", 6, -7, 4, 9, 5);
    printf("[%.3s] [%8s] [%-8s]\n", s, s, s);
    printf("%.2f %.3f %e %g\n", f, g, f, g);
    printf("%llx %lx %%\n", llu, lu);

    strcpy(word, "tools");
    len = strlen(word);
    printf("%zu %s\n", len, word);

    for (size_t i = 0; i < sizeof items / sizeof items[0]; i++)
        printf("%-8s|%6u|%4ld.%02ld|%c\n", items[i].name, items[i].qty,
               items[i].price_cents / 100, items[i].price_cents % 100, items[i].tag);
    return 0;
}
