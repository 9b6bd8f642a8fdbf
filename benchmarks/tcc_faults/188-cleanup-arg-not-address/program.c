int printf(const char *fmt, ...);

/* scoped bookkeeping with the cleanup attribute */
struct stats {
    const char *name;
    int calls;
    int total;
};

static int depth;

static void leave(int *level)
{
    printf("%*sleave level %d\n", 2 * *level, "", *level);
    depth--;
}

static void report(struct stats *s)
{
    printf("%s: %d calls, total %d\n", s->name, s->calls, s->total);
}

static int collatz_steps(int n)
{
    int level __attribute__((cleanup(leave))) = ++depth;
    int steps = 0;

    printf("%*senter level %d with %d\n", 2 * level, "", level, n);
    if (n > 16)
        return collatz_steps(n % 2 ? 3 * n + 1 : n / 2) + 1;
    while (n != 1) {
        n = n % 2 ? 3 * n + 1 : n / 2;
        steps++;
    }
    return steps;
}

int main(void)
{
    int i;
    {
        struct stats st __attribute__((cleanup(report))) = { "collatz", 0, 0 };
        for (i = 17; i <= 19; i++) {
            int s = collatz_steps(i);
            st.calls++;
            st.total += s;
            printf("steps(%d) = %d\n", i, s);
        }
    }
    printf("depth at end: %d\n", depth);
    return 0;
}
