#include <stdarg.h>
#include <stdio.h>

/* average of a list of integer samples, terminated by a negative value */
static double average(const char *label, ...)
{
    va_list ap;
    int v, n = 0;
    long sum = 0;

    va_start(ap, label);
    while ((v = va_arg(ap, int)) >= 0) {
        sum += v;
        n++;
    }
    va_end(ap);
    printf("%s: %d samples, sum %ld\n", label, n, sum);
    return n ? (double)sum / n : 0.0;
}

static int largest(int count, ...)
{
    va_list ap;
    int i, best;

    va_start(ap, count);
    best = va_arg(ap, int);
    for (i = 1; i < count; i++) {
        int x = va_arg(ap, int);
        if (x > best)
            best = x;
    }
    va_end(ap);
    return best;
}

int main(void)
{
    double a = average("morning", 12, 15, 11, -1);
    double b = average("evening", 20, 18, 25, 22, 19, 21, 17, -1);

    printf("averages %.2f %.2f\n", a, b);
    printf("largest %d\n", largest(4, 7, 42, 13, 9));
    printf("largest %d\n", largest(2, -5, -3));
    return 0;
}
