#include <stdio.h>
#include <stdint.h>

/* pretty-print byte counts using binary units */
static const char *unit_name(uint64_t scale)
{
    switch (scale) {
    case 1ULL:
        return "B";
    case 1024ULL:
        return "KiB";
    case 1048576ULL:
        return "MiB";
    case 1073741824ULL:
        return "GiB";
    case 1099511627776ULL:
        return "TiB";
    case 1125899906842624ULL:
        return "PiB";
    default:
        return "?";
    }
}

static uint64_t pick_scale(uint64_t bytes)
{
    uint64_t scale = 1;
    while (scale < (1ULL << 50) && bytes >= scale * 1024)
        scale *= 1024;
    return scale;
}

int main(void)
{
    static const uint64_t sizes[] = {
        512, 4096, 3145728, 5368709120ULL, 2199023255552ULL, 4503599627370496ULL,
    };
    unsigned i;

    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        uint64_t scale = pick_scale(sizes[i]);
        printf("%llu bytes = %llu %s\n", (unsigned long long)sizes[i],
               (unsigned long long)(sizes[i] / scale), unit_name(scale));
    }
    return 0;
}
