/* A tiny resource pool with scope-bound handles released by
   __attribute__((cleanup)); the loop exits early with break/continue. */
int printf(const char *, ...);

struct pool {
    int in_use;
    int peak;
    int released;
};

static struct pool pool;

static int acquire(void)
{
    pool.in_use++;
    if (pool.in_use > pool.peak)
        pool.peak = pool.in_use;
    return pool.in_use;
}

static void release(int *handle)
{
    if (*handle) {
        pool.in_use--;
        pool.released++;
    }
}

static int process(const int *jobs, int n)
{
    int i, done = 0;

    for (i = 0; i < n; i++) {
        int h __attribute__((cleanup(release))) = acquire();

        if (jobs[i] < 0)
            break;
        if (jobs[i] == 0)
            continue;
        done += jobs[i] * h;
    }
    return done;
}

int main(void)
{
    static const int batch1[] = { 3, 0, 5, 0, 7 };
    static const int batch2[] = { 2, 4, -1, 9 };
    int r1 = process(batch1, 5);
    int r2 = process(batch2, 4);

    printf("batch1 %d batch2 %d\n", r1, r2);
    printf("in use %d, peak %d, released %d\n", pool.in_use, pool.peak, pool.released);
    return 0;
}
