#include <stdio.h>

/* income tax with a few brackets, and a shipping fee table */
struct bracket {
    double limit;
    double rate;
};

static const struct bracket brackets[] = {
    { 10000.0, 0.00 }, { 30000.0, 0.15 }, { 80000.0, 0.30 }, { 1e12, 0.45 }
};

static double tax(double income)
{
    double owed = 0.0, lower = 0.0;
    int i;
    for (i = 0; i < 4 && income > lower; i++) {
        double top = income < brackets[i].limit ? income : brackets[i].limit;
        owed += (top - lower) * brackets[i].rate;
        lower = brackets[i].limit;
    }
    return owed;
}

static double shipping(double weight, int express)
{
    double base = weight <= 2.0 ? 4.5 : 4.5 + (weight - 2.0) * 1.25;
    return express ? base * 1.8 + 3.0 : base;
}

int main(void)
{
    static const double incomes[] = { 8000.0, 25000.0, 52000.0, 120000.0 };
    static const double weights[] = { 0.5, 2.0, 3.5, 10.0 };
    int i;

    for (i = 0; i < 4; i++) {
        double t = tax(incomes[i]);
        printf("income %9.2f  tax %9.2f  net %9.2f\n", incomes[i], t, incomes[i] - t);
    }
    for (i = 0; i < 4; i++)
        printf("weight %5.2f  standard %6.2f  express %6.2f\n", weights[i],
               shipping(weights[i], 0), shipping(weights[i], 1));
    return 0;
}
