#include <stdio.h>

/* a minimal unit-test harness that reports the line of each check */
static int checks, failures;

static void check(int ok, const char *expr, int line)
{
    checks++;
    if (!ok) {
        failures++;
        printf("line %d: FAILED: %s\n", line, expr);
    } else {
        printf("line %d: ok: %s\n", line, expr);
    }
}

#define CHECK(e) check((e) != 0, #e, __LINE__)
#define SQUARE(x) ((x) * (x))
#define CLAMP(v, lo, hi) ((v) < (lo) ? (lo) : (v) > (hi) ? (hi) : (v))

static int gcd(int a, int b)
{
    while (b) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

int main(void)
{
    int limit = SQUARE(12);

    CHECK(gcd(12, 18) == 6);
    CHECK(gcd(17, 5) == 1);
    CHECK(limit == 144);
    CHECK(CLAMP(200, 0, 100) == 100);

    CHECK(CLAMP(-5, 0, 100) == 0);
    CHECK(SQUARE(gcd(84, 36)) == 144);
    CHECK(gcd(100, 75) == 25);
    printf("%d checks, %d failures (last line %d)\n", checks, failures, __LINE__);
    return 0;
}
