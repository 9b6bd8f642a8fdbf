#include <stdio.h>
#include <string.h>

/* record format versions: checksums were added in 2.0 */
#define VERSION_NUM(maj, min, pat) ((maj) * 10000 + (min) * 100 + (pat))
#define FORMAT_VERSION VERSION_NUM(2, 1, 0)

#if defined(FORMAT_VERSION) && FORMAT_VERSION >= VERSION_NUM \
        (2, 0, 0)
# define HAVE_CHECKSUM 1
#else
# define HAVE_CHECKSUM 0
#endif

struct record {
    char key[12];
    unsigned value;
};

static unsigned checksum(const struct record *r)
{
    unsigned h = 2166136261u;
    size_t i;

    for (i = 0; i < strlen(r->key); i++)
        h = (h ^ (unsigned char)r->key[i]) * 16777619u;
    return h ^ r->value;
}

int main(void)
{
    static const struct record recs[] = {
        { "alpha", 17 }, { "bravo", 4242 }, { "charlie", 0 },
    };
    int i;

    printf("format %d.%d.%d\n", FORMAT_VERSION / 10000, FORMAT_VERSION / 100 % 100,
           FORMAT_VERSION % 100);
    for (i = 0; i < 3; i++) {
        printf("%-8s %5u", recs[i].key, recs[i].value);
        if (HAVE_CHECKSUM)
            printf("  sum %08x", checksum(&recs[i]));
        printf("\n");
    }
    return 0;
}
