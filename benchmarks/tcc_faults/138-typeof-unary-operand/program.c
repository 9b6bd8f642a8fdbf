#include <stdio.h>

/* type-generic helpers in the GNU C style */
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define MIN(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a < _b ? _a : _b; })
#define SWAP(x, y) do { __typeof__(x) _t = (x); (x) = (y); (y) = _t; } while (0)

struct range {
    int lo, hi;
};

static struct range widen(struct range r, int margin)
{
    r.lo = MIN(r.lo, r.lo - margin);
    r.hi = MAX(r.hi, r.hi + margin * 2);
    return r;
}

int main(void)
{
    struct range rs[3] = { { 4, 9 }, { 12, 3 }, { -5, 5 } };
    double scale = 1.5;
    int i;

    for (i = 0; i < 3; i++) {
        if (rs[i].lo > rs[i].hi)
            SWAP(rs[i].lo, rs[i].hi);
        rs[i] = widen(rs[i], i + 1);
        printf("range %d: [%d, %d] span %.2f\n", i, rs[i].lo, rs[i].hi,
               MAX(scale * (rs[i].hi - rs[i].lo), 10.0));
    }
    return 0;
}
