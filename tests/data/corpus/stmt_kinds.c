/* Every C statement kind at least once, several of them nested. */
#include <stdio.h>

static int total;

static void bump(int by)
{
    if (by == 0)
        return;                     /* return without a value */
    total += by;
}

static int classify(int x)
{
    if (x < 0) {
        return -1;
    } else if (x == 0) {
        return 0;
    } else if (x < 10)
        return 1;
    else
        return 2;
}

static int sum_odd_until(int limit)
{
    int s = 0, i = 0;
    while (1) {
        i++;
        if (i > limit)
            break;
        if (i % 2 == 0)
            continue;
        s += i;
    }
    return s;
}

static int digits(unsigned n)
{
    int d = 0;
    do { d++; n /= 10; } while (n != 0);
    return d;
}

static int count_down(int n)
{
    int steps = 0;
again:                              /* target of a backward goto */
    if (n <= 0)
        goto done;                  /* forward goto */
    n -= 3;
    steps++;
    goto again;
done:
    return steps;
}

static int switch_mix(int k)
{
    int r = 0;
    switch (k) {
    case 0:
        r += 1;
        /* fall through */
    case 1:
        r += 10;
        break;
    case 2: {
        int t = k * 7;
        r = t;
        break;
    }
    case 3:
    case 4:
        r = 100;
        break;
    default:
        r = -1;
    }
    return r;
}

static int counter(void)
{
    static int calls = 0, base = 1000, step = 5;
    calls++;
    return base + step * calls;
}

static int nested(int n)
{
    int acc = 0;
    for (int i = 0; i < n; i++) {
        for (int j = i; j < n; ++j) {
            if ((i + j) % 3 == 0)
                continue;
            switch ((i * j) % 4) {
            case 0: acc += 1; break;
            case 1: acc += 2; /* fall through */
            case 2: acc += 3; break;
            default:
                while (acc > 50)
                    acc -= 7;
            }
            if (acc > 1000)
                goto out;
        }
    }
out:
    return acc;
}

int main(void)
{
    int a = 3, b = -4, c, *pc = &c;   /* several declarators, with and without initializers */
    unsigned long big = 123456789ul;
    int k;

    ;                                 /* null statement */
    c = a + b;                        /* expression statement */
    { int inner = *pc * 2; total = inner; }
    bump(0);
    bump(5);
    printf("total=%d\n", total);
    printf("classify: %d %d %d %d\n", classify(b), classify(0), classify(a), classify(42));
    printf("sum_odd_until(9)=%d\n", sum_odd_until(9));
    printf("digits=%d %d\n", digits(0u), digits((unsigned)big));
    printf("count_down(10)=%d\n", count_down(10));
    for (k = 0; k < 6; k++)
        printf("switch_mix(%d)=%d\n", k, switch_mix(k));
    c = counter(); c = counter();
    printf("counter=%d\n", c);
    printf("nested(7)=%d\n", nested(7));
    for (k = 0; k < 3; k++)
        ;                             /* empty loop body */
    int n = 0;
    for (;;) {                        /* all three parts empty */
        n++;
        if (n * n > 50)
            break;
    }
    printf("first square over 50: %d^2\n", n);
    for (c = 1;; c++)                 /* empty condition only */
        if (c * 3 > n)
            break;
    while (n > 0) n--;
    printf("k=%d n=%d c=%d\n", k, n, c);
    return 0;
}
