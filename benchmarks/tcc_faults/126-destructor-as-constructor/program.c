/* A tiny resource tracker: a constructor sets it up before main, a
   destructor prints the final report after main returns. */
int printf(const char *fmt, ...);

#define MAX_RES 8

static const char *names[MAX_RES];
static int open_count[MAX_RES];
static int nres;
static int ready;

static void tracker_init(void) __attribute__((constructor));
static void tracker_report(void) __attribute__((destructor));

static void tracker_init(void)
{
    ready = 1;
    printf("tracker ready\n");
}

static void tracker_report(void)
{
    int i, leaks = 0;
    printf("final report (%d resources):\n", nres);
    for (i = 0; i < nres; i++) {
        printf("  %-8s open=%d\n", names[i], open_count[i]);
        leaks += open_count[i] != 0;
    }
    printf("%d leak(s)\n", leaks);
}

static void track(const char *name, int delta)
{
    int i;
    if (!ready)
        return;
    for (i = 0; i < nres; i++)
        if (names[i] == name)
            break;
    if (i == nres && nres < MAX_RES)
        names[nres++] = name;
    open_count[i] += delta;
}

int main(void)
{
    static const char *const db = "db", *const log = "log", *const sock = "socket";

    track(db, 1);
    track(log, 1);
    track(sock, 1);
    track(sock, 1);
    track(log, -1);
    track(sock, -1);
    printf("main done, %d resources seen\n", nres);
    return 0;
}
