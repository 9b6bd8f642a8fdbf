#include <stdio.h>
#include <limits.h>

/* add two ints, reporting signed overflow through *overflow */
static int add_checked(int a, int b, int *overflow)
{
    int sum = a, flag = 0;

    __asm__("addl %2, %0\n\t"
            "jno 1f\n\t"
            "movl $1, %1\n"
            "1:"
            : "+r"(sum), "+r"(flag)
            : "r"(b)
            : "cc");
    *overflow = flag;
    return sum;
}

static long sum_array(const int *v, int n, int *overflowed)
{
    long total = 0;
    int acc = 0, prev, i, ov;

    *overflowed = 0;
    for (i = 0; i < n; i++) {
        prev = acc;
        acc = add_checked(acc, v[i], &ov);
        if (ov) {
            /* move what we have into the wide total and start again */
            *overflowed += 1;
            total += prev;
            acc = v[i];
        }
    }
    return total + acc;
}

int main(void)
{
    int small[] = { 1, 2, 3, 4, 5 };
    int big[] = { INT_MAX, 1, INT_MAX - 5, 100, -7 };
    int ov;
    long r;

    r = sum_array(small, 5, &ov);
    printf("small: %ld (%d overflow)\n", r, ov);
    r = sum_array(big, 5, &ov);
    printf("big: %ld (%d overflows)\n", r, ov);
    return 0;
}
