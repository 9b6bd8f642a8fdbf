#include <stdio.h>

/* running balance of an account, with deposits and withdrawals in cents */
struct entry {
    const char *what;
    int cents;
};

static long total(const struct entry *e, int n)
{
    long sum = 0;
    int i;
    for (i = 0; i < n; i++)
        sum += e[i].cents;
    return sum;
}

static long long scaled(int cents, int factor)
{
    long long v = cents;
    return v * factor;
}

static long lowest(const struct entry *e, int n)
{
    long low = 0, run = 0;
    int i;
    for (i = 0; i < n; i++) {
        run += e[i].cents;
        if (run < low)
            low = run;
    }
    return low;
}

int main(void)
{
    static const struct entry book[] = {
        { "salary", 250000 }, { "rent", -120000 }, { "food", -34050 },
        { "refund", 1999 }, { "car", -150000 }, { "gift", 5000 },
    };
    int n = (int)(sizeof book / sizeof book[0]);
    long t = total(book, n);
    int i;

    for (i = 0; i < n; i++)
        printf("%-8s %9.2f\n", book[i].what, book[i].cents / 100.0);
    printf("balance  %9ld\n", t);
    printf("lowest   %9ld\n", lowest(book, n));
    printf("yearly   %9lld\n", scaled(book[1].cents, 12));
    printf("%s\n", t < 0 ? "overdrawn" : "in credit");
    return 0;
}
