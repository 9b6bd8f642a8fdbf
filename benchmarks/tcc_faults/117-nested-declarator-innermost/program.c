#include <stdio.h>

/* Run every registered handler of a NULL-terminated dispatch table. */
static int total;

static void add_one(int v) { total += v + 1; }
static void twice(int v) { total += 2 * v; }
static void square(int v) { total += v * v; }

static void (*handlers[])(int) = { add_one, twice, square, NULL };

static int run_all(int v)
{
    void (**slot)(int);
    int n = 0;

    for (slot = handlers; *slot != NULL; slot++) {
        (*slot)(v);
        n++;
    }
    return n;
}

int main(void)
{
    int i, calls = 0;

    for (i = 1; i <= 4; i++)
        calls += run_all(i);
    printf("calls=%d total=%d\n", calls, total);
    return 0;
}
