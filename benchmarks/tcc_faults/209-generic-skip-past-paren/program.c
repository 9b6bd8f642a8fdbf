#include <stdio.h>

/* A tiny type-generic logging helper built on C11 _Generic. */
static void log_int(const char *name, int v) { printf("%s = %d (int)\n", name, v); }
static void log_long(const char *name, long v) { printf("%s = %ld (long)\n", name, v); }
static void log_double(const char *name, double v) { printf("%s = %.3f (double)\n", name, v); }
static void log_str(const char *name, const char *v) { printf("%s = \"%s\" (string)\n", name, v); }

#define LOG(x) _Generic((x), \
        int: log_int, \
        long: log_long, \
        double: log_double, \
        char *: log_str, \
        const char *: log_str)(#x, x)

#define TYPE_SIZE(x) _Generic((x), char: 1, short: 2, int: 4, long: 8, default: 0)

struct sample {
    const char *label;
    int count;
    long total;
    double mean;
};

int main(void)
{
    struct sample s = { "latency", 12, 3046L, 0.0 };
    char unit[] = "ms";
    short small = 7;

    s.mean = (double)s.total / s.count;
    LOG(s.label);
    LOG(s.count);
    LOG(s.total);
    LOG(s.mean);
    LOG(unit);
    printf("sizes: %d %d %d\n", TYPE_SIZE(small), TYPE_SIZE(s.count), TYPE_SIZE(s.total));
    return 0;
}
