#include <stdio.h>

/* Divide A by B into RES, saturating instead of trapping on a zero divisor.
   The local label keeps the macro usable several times per function. */
#define SAFE_DIV(a, b, res) do {                \
        __label__ out;                          \
        if ((b) == 0) {                         \
            (res) = (a) < 0 ? -1 : 1;           \
            goto out;                           \
        }                                       \
        (res) = (a) / (b);                      \
    out:;                                       \
    } while (0)

struct stats {
    int count;
    int mean;
    int spread;
};

static int summarize(const int *v, int n, struct stats *st)
{
    int i, sum = 0, lo = 0, hi = 0;

    if (n <= 0)
        goto out;
    lo = hi = v[0];
    for (i = 0; i < n; i++) {
        sum += v[i];
        if (v[i] < lo) lo = v[i];
        if (v[i] > hi) hi = v[i];
    }
    st->count = n;
    SAFE_DIV(sum, n, st->mean);
    SAFE_DIV(hi - lo, st->mean, st->spread);
    return 0;
out:
    st->count = st->mean = st->spread = 0;
    return -1;
}

int main(void)
{
    static const int a[] = { 4, 8, 15, 16, 23, 42 };
    static const int b[] = { -3, 2, 1 };
    struct stats st = { 7, 7, 7 };
    int r;

    r = summarize(a, 6, &st);
    printf("a: %d count=%d mean=%d spread=%d\n", r, st.count, st.mean, st.spread);
    r = summarize(b, 3, &st);
    printf("b: %d count=%d mean=%d spread=%d\n", r, st.count, st.mean, st.spread);
    r = summarize(a, 0, &st);
    printf("empty: %d count=%d mean=%d spread=%d\n", r, st.count, st.mean, st.spread);
    return 0;
}
