#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* a tiny logger and a variadic statistics helper */
static int log_level = 2;
static char history[256];

static void log_msg(int level, const char *fmt, ...)
{
    va_list ap;
    char line[80];

    if (level > log_level)
        return;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    printf("[%d] %s\n", level, line);
    if (strlen(history) + strlen(line) + 2 < sizeof history) {
        strcat(history, line);
        strcat(history, ";");
    }
}

static long total(int count, ...)
{
    va_list ap;
    long sum = 0;
    int i;

    va_start(ap, count);
    for (i = 0; i < count; i++)
        sum += va_arg(ap, int);
    va_end(ap);
    return sum;
}

int main(void)
{
    long t = total(4, 10, 20, 30, 40);
    log_msg(1, "starting with %d workers", 3);
    log_msg(3, "this is too verbose: %s", "hidden");
    log_msg(2, "total %ld, average %ld", t, t / 4);
    log_msg(2, "%s=%d %s=%d", "queued", 7, "done", 5);
    printf("sum of five: %ld\n", total(5, 1, 2, 3, 4, 5));
    printf("history: %s\n", history);
    return 0;
}
