#include <stdio.h>

/* a tiny ledger: amounts are kept as doubles on input and
   converted to whole cents for the running balance */
struct entry {
    const char *what;
    double amount;
};

static long to_cents(double amount)
{
    double scaled = amount * 100.0;
    return (long)(scaled < 0 ? scaled - 0.5 : scaled + 0.5);
}

static long long total_cents(const struct entry *e, int n)
{
    long long sum = 0;
    int i;
    for (i = 0; i < n; i++)
        sum += to_cents(e[i].amount);
    return sum;
}

int main(void)
{
    static const struct entry book[] = {
        { "salary",    2450.00 },
        { "rent",     -1200.50 },
        { "groceries", -187.37 },
        { "refund",      42.10 },
        { "coffee",      -3.99 },
    };
    int n = sizeof book / sizeof book[0];
    long long balance = 0;
    int i;

    for (i = 0; i < n; i++) {
        long c = to_cents(book[i].amount);
        balance += c;
        printf("%-10s %8ld  balance %8lld\n", book[i].what, c, balance);
    }
    printf("total %lld cents (%lld.%02lld)\n", total_cents(book, n),
           total_cents(book, n) / 100, total_cents(book, n) % 100);
    printf("average %ld\n", (long)(balance / (double)n));
    return 0;
}
