#include <stdio.h>

static int calls = 0;

static int square(int x)
{
    return x * x;
}

/* Instrument every call of square() with a counting wrapper macro. */
#define square(x) (calls++, square(x))

#define SHOW(label, expr) printf("%-10s = %d\n", label, expr)
#define MAX(a, b) ((a) > (b) ? (a) : (b))

int main(void)
{
    int i, sum = 0;

    for (i = 1; i <= 4; i++)
        sum += square(i);
    SHOW("sum", sum);
    SHOW("square 7", square(7));
    SHOW("max", MAX(square(3), 5));
    printf("calls     = %d\n", calls);
    return 0;
}
