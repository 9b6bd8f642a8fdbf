#include <stdio.h>
#include <string.h>

/* Convert lengths between units; the unit table is declared up front and
   defined after the helpers, as it would be in a header and a .c file. */

struct unit {
    const char *name;
    double metres;
};

extern const struct unit units[];
static const struct unit *find_unit(const char *name);

static double convert(double value, const char *from, const char *to)
{
    const struct unit *a = find_unit(from), *b = find_unit(to);
    if (!a || !b)
        return -1.0;
    return value * a->metres / b->metres;
}

const struct unit units[] = {
    { "mm", 0.001 }, { "cm", 0.01 }, { "m", 1.0 }, { "km", 1000.0 },
    { "in", 0.0254 }, { "ft", 0.3048 }, { "yd", 0.9144 }, { "mi", 1609.344 },
};

#define NUNITS (sizeof units / sizeof units[0])

static const struct unit *find_unit(const char *name)
{
    size_t i;
    for (i = 0; i < NUNITS; i++)
        if (strcmp(units[i].name, name) == 0)
            return &units[i];
    return NULL;
}

int main(void)
{
    printf("%d units\n", (int)NUNITS);
    printf("5 km = %.3f mi\n", convert(5, "km", "mi"));
    printf("6 ft = %.2f cm\n", convert(6, "ft", "cm"));
    printf("100 yd = %.1f m\n", convert(100, "yd", "m"));
    printf("1 in = %.1f mm\n", convert(1, "in", "mm"));
    printf("3 parsecs = %.1f\n", convert(3, "pc", "m"));
    return 0;
}
