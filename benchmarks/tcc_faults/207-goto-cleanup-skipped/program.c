int printf(const char *fmt, ...);

struct conn {
    int id;
    int open;
};

static int opened, closed;

static void conn_close(struct conn *c)
{
    if (c->open) {
        c->open = 0;
        closed++;
        printf("close %d\n", c->id);
    }
}

/* Try to reach a server, retrying up to MAX times.  Each attempt owns a
   connection that is closed automatically when the attempt's scope ends. */
static int connect_with_retry(int fail_first, int max)
{
    int attempt = 0;
retry:
    attempt++;
    {
        struct conn c __attribute__((cleanup(conn_close))) = { attempt, 1 };
        opened++;
        printf("open %d\n", c.id);
        if (attempt <= fail_first) {
            if (attempt < max)
                goto retry;
            return -1;
        }
        return attempt;
    }
}

int main(void)
{
    int r;
    r = connect_with_retry(0, 3);
    printf("result %d\n", r);
    r = connect_with_retry(2, 4);
    printf("result %d\n", r);
    r = connect_with_retry(5, 2);
    printf("result %d\n", r);
    printf("opened %d closed %d\n", opened, closed);
    return 0;
}
