#include <stdio.h>

static long gcd();
static long lcm();
static void reduce();

struct frac {
    long num, den;
};

static long gcd(long a, long b)
{
    while (b != 0) {
        long t = a % b;
        a = b;
        b = t;
    }
    return a < 0 ? -a : a;
}

static long lcm(long a, long b)
{
    return a / gcd(a, b) * b;
}

static void reduce(struct frac *f)
{
    long g = gcd(f->num, f->den);
    if (g > 1) {
        f->num /= g;
        f->den /= g;
    }
}

static struct frac add(struct frac a, struct frac b)
{
    struct frac r;
    long d = lcm(a.den, b.den);
    r.num = a.num * (d / a.den) + b.num * (d / b.den);
    r.den = d;
    reduce(&r);
    return r;
}

int main(void)
{
    struct frac sum = { 0, 1 };
    long n;

    for (n = 1; n <= 10; n++) {
        struct frac term = { 1, n * (n + 1) };
        sum = add(sum, term);
        printf("after %2ld terms: %ld/%ld\n", n, sum.num, sum.den);
    }
    printf("lcm(12, 18) = %ld, gcd(84, 36) = %ld\n", lcm(12L, 18L), gcd(84L, 36L));
    return 0;
}
