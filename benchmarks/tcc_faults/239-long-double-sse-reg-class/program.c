#include <stdio.h>

/* Extended-precision helpers: Newton square roots, a compensated
   harmonic sum and a continued-fraction evaluation of the golden ratio. */
static long double newton_sqrt(long double x)
{
    long double guess = x > 1.0L ? x / 2.0L : 1.0L;
    long double prev;
    int i;
    for (i = 0; i < 60; i++) {
        prev = guess;
        guess = (guess + x / guess) / 2.0L;
        if (guess == prev)
            break;
    }
    return guess;
}

static long double harmonic(int n)
{
    long double sum = 0.0L, comp = 0.0L, term, t;
    int k;
    for (k = 1; k <= n; k++) {
        term = 1.0L / k - comp;
        t = sum + term;
        comp = (t - sum) - term;
        sum = t;
    }
    return sum;
}

static long double golden(int depth)
{
    long double f = 1.0L;
    while (depth-- > 0)
        f = 1.0L + 1.0L / f;
    return f;
}

int main(void)
{
    static const int values[] = { 2, 3, 10, 1000, 123456 };
    long double best = 0.0L;
    int i;

    for (i = 0; i < 5; i++) {
        long double r = newton_sqrt(values[i]);
        best = r > best ? r : best;
        printf("sqrt(%d) = %.15Lf  check %.12Lf\n", values[i], r, r * r);
    }
    printf("largest root %.10Lf\n", best);
    printf("H(10) = %.15Lf, H(1000) = %.15Lf\n", harmonic(10), harmonic(1000));
    printf("phi ~ %.15Lf (depth 40)\n", golden(40));
    return 0;
}
