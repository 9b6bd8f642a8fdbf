#include <stdio.h>
#include <stdarg.h>

/* A tiny report writer built on a variadic helper that takes a
   format of field kinds: 'i' int, 'd' double, 's' string. */
static int emit(char *out, int cap, const char *kinds, ...)
{
    va_list ap;
    int n = 0;
    const char *k;

    va_start(ap, kinds);
    for (k = kinds; *k && n < cap; k++) {
        if (k != kinds)
            n += snprintf(out + n, cap - n, " | ");
        switch (*k) {
        case 'i':
            n += snprintf(out + n, cap - n, "%5d", va_arg(ap, int));
            break;
        case 'd':
            n += snprintf(out + n, cap - n, "%8.3f", va_arg(ap, double));
            break;
        case 's':
            n += snprintf(out + n, cap - n, "%-8s", va_arg(ap, const char *));
            break;
        }
    }
    va_end(ap);
    return n;
}

static double mean(int count, ...)
{
    va_list ap;
    double total = 0.0;
    int i;
    va_start(ap, count);
    for (i = 0; i < count; i++)
        total += va_arg(ap, double);
    va_end(ap);
    return count ? total / count : 0.0;
}

int main(void)
{
    char line[128];
    int len;

    len = emit(line, sizeof line, "sid", "north", 12, 3.25);
    printf("%s (%d chars)\n", line, len);
    len = emit(line, sizeof line, "sidi", "south-east", -7, 1e3 / 7, 42);
    printf("%s (%d chars)\n", line, len);
    printf("mean %.4f %.4f\n", mean(3, 1.0, 2.5, 4.0), mean(5, 0.5, 0.25, 8.0, -1.0, 3.0));
    return 0;
}
