#include <stdio.h>

/* unit conversions; the factors are folded at compile time */
#define PI 3.14159265358979323846

static const double deg_to_rad = PI / 180.0;
static const double inch_to_mm = 25.4;
static const double mile_to_km = 1.609344;

struct conversion {
    const char *from, *to;
    double factor;
};

static const struct conversion table[] = {
    { "deg", "rad", PI / 180.0 },
    { "in", "mm", 25.4 },
    { "mi", "km", 1.609344 },
    { "lb", "kg", 0.45359237 },
};

static double convert(const char *from, double value)
{
    unsigned i;
    for (i = 0; i < sizeof table / sizeof table[0]; i++) {
        const char *a = table[i].from, *b = from;
        while (*a && *a == *b)
            a++, b++;
        if (*a == 0 && *b == 0)
            return value * table[i].factor;
    }
    return -1.0;
}

int main(void)
{
    printf("90 deg = %.6f rad\n", 90.0 * deg_to_rad);
    printf("12 in  = %.3f mm\n", 12 * inch_to_mm);
    printf("26.2 mi = %.3f km\n", 26.2 * mile_to_km);
    printf("table: 10 lb = %.4f kg, 45 deg = %.6f rad\n", convert("lb", 10.0),
           convert("deg", 45.0));
    printf("unknown unit gives %.1f\n", convert("ft", 3.0));
    return 0;
}
