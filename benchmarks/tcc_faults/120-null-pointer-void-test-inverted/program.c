#include <stdio.h>
#include <stddef.h>

/* a singly linked list of tasks, walked with a null-safe helper */
struct task {
    const char *name;
    int priority;
    struct task *next;
};

#define NEXT(t) ((t) ? (t)->next : NULL)

static struct task tasks[] = {
    { "fetch",   3, NULL },
    { "parse",   5, NULL },
    { "check",   2, NULL },
    { "report",  4, NULL },
};

static int count_from(const struct task *t)
{
    int n = 0;
    for (; t; t = t->next)
        n++;
    return n;
}

int main(void)
{
    struct task *head = &tasks[0], *t, *third;
    int i, sum = 0;

    for (i = 0; i < 3; i++)
        tasks[i].next = &tasks[i + 1];

    for (t = head; t; t = t->next)
        sum += t->priority;
    third = NEXT(NEXT(head));
    printf("%d tasks, total priority %d\n", count_from(head), sum);
    printf("third task: %s (%d)\n", third ? third->name : "none", third ? third->priority : 0);
    printf("after report: %s\n", NEXT(NEXT(NEXT(NEXT(head)))) ? "more" : "end of list");
    return 0;
}
