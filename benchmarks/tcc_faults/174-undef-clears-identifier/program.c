#include <stdio.h>
#include <string.h>

/* build configuration: defaults first, then overrides for this build */
#define REPORT_WIDTH 30
#define SHOW_PERCENT 1
#define MARK_OVERDUE 1

/* this build writes to a plain log file: no percentages, no marks */
#undef SHOW_PERCENT
#undef MARK_OVERDUE

struct task {
    const char *name;
    int done, total;
    int days_left;
};

static void report(const struct task *t)
{
    char bar[REPORT_WIDTH + 1];
    int filled = t->done * REPORT_WIDTH / t->total;

    memset(bar, '.', REPORT_WIDTH);
    memset(bar, '#', (size_t)filled);
    bar[REPORT_WIDTH] = '\0';
    printf("%-10s [%s]", t->name, bar);
#ifdef SHOW_PERCENT
    printf(" %3d%%", t->done * 100 / t->total);
#endif
#if defined(MARK_OVERDUE)
    if (t->days_left < 0)
        printf(" OVERDUE");
#endif
    printf(" %d/%d\n", t->done, t->total);
}

int main(void)
{
    static const struct task tasks[] = {
        { "parser", 12, 12, 3 },
        { "codegen", 7, 20, -2 },
        { "linker", 1, 9, 10 },
        { "docs", 0, 5, -7 },
    };
    int i;

    for (i = 0; i < (int)(sizeof tasks / sizeof tasks[0]); i++)
        report(&tasks[i]);
    return 0;
}
