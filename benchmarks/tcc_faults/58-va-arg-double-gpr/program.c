#include <stdio.h>
#include <stdarg.h>

/* evaluate c0 + c1*x + c2*x^2 + ... with the coefficients passed as doubles */
static double poly(double x, int ncoef, ...)
{
    va_list ap;
    double result = 0.0, power = 1.0;
    int i;

    va_start(ap, ncoef);
    for (i = 0; i < ncoef; i++) {
        result += va_arg(ap, double) * power;
        power *= x;
    }
    va_end(ap);
    return result;
}

/* a tiny formatter: 'i' takes an int, 'f' a double, 's' a string */
static void emit(const char *types, ...)
{
    va_list ap;
    const char *t;

    va_start(ap, types);
    for (t = types; *t; t++) {
        switch (*t) {
        case 'i': printf("[%d]", va_arg(ap, int)); break;
        case 'f': printf("[%.3f]", va_arg(ap, double)); break;
        case 's': printf("[%s]", va_arg(ap, const char *)); break;
        }
    }
    va_end(ap);
    printf("\n");
}

int main(void)
{
    int i;

    for (i = 0; i <= 4; i++)
        printf("p(%d) = %.4f\n", i, poly(i * 0.5, 3, 1.0, 0.5, 0.25));
    emit("sif", "width", 42, 2.5);
    emit("iif", 3, -4, 0.125);
    return 0;
}
