#include <stdio.h>

/* a tiny ring-buffer logger with file-scope state */
#define LOG_SIZE 4

struct logger {
    int head;
    int count;
    int dropped;
    int entries[LOG_SIZE];
};

static struct logger log_state;
static const int thresholds[3] = { 10, 50, 90 };

static void log_value(int v)
{
    if (log_state.count == LOG_SIZE) {
        /* full: forget the oldest entry */
        log_state.head = (log_state.head + 1) % LOG_SIZE;
        log_state.count--;
        log_state.dropped++;
    }
    log_state.entries[(log_state.head + log_state.count) % LOG_SIZE] = v;
    log_state.count++;
}

static const char *level(int v)
{
    if (v >= thresholds[2])
        return "critical";
    if (v >= thresholds[1])
        return "high";
    if (v >= thresholds[0])
        return "normal";
    return "low";
}

int main(void)
{
    int samples[] = { 5, 42, 77, 93, 12, 61, 8 };
    int i;

    for (i = 0; i < 7; i++) {
        log_value(samples[i]);
        printf("sample %d: %s\n", samples[i], level(samples[i]));
    }
    printf("count=%d dropped=%d head=%d\n", log_state.count, log_state.dropped,
           log_state.head);
    for (i = 0; i < log_state.count; i++)
        printf("entry %d: %d\n", i, log_state.entries[(log_state.head + i) % LOG_SIZE]);
    return 0;
}
