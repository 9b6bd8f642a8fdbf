#include <stdio.h>
#include <string.h>

#define CHECK(cond) \
    do { if (!(cond)) { printf("check failed at line %d: %s\n", __LINE__, #cond); failures++; } } while (0)

static int failures;

static const char usage[] =
    "usage: units [-v] VALUE FROM TO\n\
  converts VALUE between metric and imperial units\n\
  FROM and TO are one of: mm cm m km in ft yd mi\n";

struct unit { const char *name; double metres; };

static const struct unit units[] = {
    { "mm", 0.001 }, { "cm", 0.01 }, { "m", 1.0 }, { "km", 1000.0 },
    { "in", 0.0254 }, { "ft", 0.3048 }, { "yd", 0.9144 }, { "mi", 1609.344 },
};

static double factor(const char *name)
{
    size_t i;
    for (i = 0; i < sizeof units / sizeof units[0]; i++)
        if (strcmp(units[i].name, name) == 0)
            return units[i].metres;
    return -1.0;
}

int main(void)
{
    double v = 12.0 * factor("in") / factor("cm");

    fputs(usage, stdout);
    printf("12 in = %.2f cm\n", v);
    CHECK(factor("ft") > 0.3);
    CHECK(factor("furlong") > 0.0);
    CHECK(strlen(usage) < 40);
    printf("%d check(s) failed\n", failures);
    return 0;
}
