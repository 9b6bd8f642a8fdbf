/* Several function definitions on one line (one of them never called),
   static inline functions, and prototypes declared before their definition. */
#include <stdio.h>

static int sq(int x); static int cube(int x);

static int sq(int x) { return x * x; } static int cube(int x) { return x * sq(x); } static int never(int x) { return x - 1; }
static int add(int a, int b) { return a + b; } static int sub(int a, int b) { return a - b; }

static inline int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static inline unsigned rotl8(unsigned v, unsigned n)
{
    n &= 7u;
    v &= 0xffu;
    return ((v << n) | (v >> ((8u - n) & 7u))) & 0xffu;
}

static int apply(int (*fn)(int, int), int a, int b) { return fn(a, b); }

static int use_never;   /* stays 0, so never() is never executed */

int main(void)
{
    int i, acc = 0;

    for (i = -2; i <= 3; i++) { acc = add(acc, cube(i)); acc = sub(acc, sq(i)); }
    printf("acc=%d\n", acc);
    if (use_never) acc = never(acc);
    printf("clamp: %d %d %d\n", clamp(-5, 0, 9), clamp(4, 0, 9), clamp(12, 0, 9));
    printf("rotl8: %u %u %u\n", rotl8(0x81u, 1u), rotl8(0x0fu, 4u), rotl8(0xa5u, 8u));
    printf("apply: %d %d\n", apply(add, 7, 5), apply(sub, 7, 5));
    return 0;
}
