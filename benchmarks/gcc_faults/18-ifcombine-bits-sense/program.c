#include <stdio.h>

static volatile unsigned flags_in[8] = { 0, 1, 4, 5, 2, 8, 12, 3 };

/* A job may run only when neither the LOCKED (1) nor the STALE (4) bit is set. */
__attribute__((noinline)) static int runnable(unsigned flags)
{
    int ok = 0;
    if ((flags & 1u) == 0) {
        if ((flags & 4u) == 0)
            ok = 1;
    }
    return ok;
}

int main(void)
{
    int mask = 0;
    int i;
    for (i = 0; i < 8; i++) {
        int r = runnable(flags_in[i]);
        printf("runnable(%u) = %d\n", flags_in[i], r);
        mask |= r << i;
    }
    printf("mask %d\n", mask);
    return 0;
}
