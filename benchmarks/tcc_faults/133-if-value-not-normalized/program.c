#include <stdio.h>

/* a ring buffer of recent readings; the history depth and the
   smoothing are compile-time configuration knobs */
#define HISTORY_DEPTH 4
#define SMOOTHING 1

struct sensor {
    const char *name;
    int last;
#if HISTORY_DEPTH
    int history[HISTORY_DEPTH];
    int head;
#endif
};

static void record(struct sensor *s, int value)
{
    s->last = value;
#if HISTORY_DEPTH
    s->history[s->head] = value;
    s->head = (s->head + 1) % HISTORY_DEPTH;
#endif
}

static int report(const struct sensor *s)
{
    int v = s->last;
#if HISTORY_DEPTH
    if (SMOOTHING) {
        int i, sum = 0;
        for (i = 0; i < HISTORY_DEPTH; i++)
            sum += s->history[i];
        v = sum / HISTORY_DEPTH;
    }
#endif
    return v;
}

int main(void)
{
    struct sensor t = { "temp", 0 }, h = { "humidity", 0 };
    int readings[] = { 21, 23, 22, 26, 25, 24 };
    int i;

    for (i = 0; i < 6; i++) {
        record(&t, readings[i]);
        record(&h, 60 - readings[i]);
        printf("%-8s %3d   %-8s %3d\n", t.name, report(&t), h.name, report(&h));
    }
    return 0;
}
