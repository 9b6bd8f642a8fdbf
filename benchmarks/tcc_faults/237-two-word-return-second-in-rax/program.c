#include <stdio.h>

/* Format durations and convert numbers to other bases with a small
   division helper that returns quotient and remainder together. */
struct qr {
    long quot;
    long rem;
};

static struct qr divide(long num, long den)
{
    struct qr r;
    r.quot = num / den;
    r.rem = num % den;
    return r;
}

static void print_duration(long seconds)
{
    struct qr m = divide(seconds, 60);
    struct qr h = divide(m.quot, 60);
    struct qr d = divide(h.quot, 24);
    printf("%8ld s = %ldd %02ldh %02ldm %02lds\n", seconds, d.quot, d.rem, h.rem, m.rem);
}

static void print_base(long value, int base)
{
    char buf[72];
    int n = 0;
    struct qr step;
    do {
        step = divide(value, base);
        buf[n++] = "0123456789abcdefghijklmnopqrstuvwxyz"[step.rem];
        value = step.quot;
    } while (value != 0 && n < 70);
    printf("  base %2d: ", base);
    while (n > 0)
        putchar(buf[--n]);
    putchar('\n');
}

int main(void)
{
    static const long samples[] = { 59, 3600, 86399, 90061, 1234567 };
    static const int bases[] = { 2, 7, 16, 36 };
    unsigned i, j;

    for (i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        print_duration(samples[i]);
        for (j = 0; j < sizeof bases / sizeof bases[0]; j++)
            print_base(samples[i], bases[j]);
    }
    return 0;
}
