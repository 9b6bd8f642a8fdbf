#include <stdio.h>

struct task {
    _Bool done;
    char priority;
    char tag;
    char pad;
    int id;
};

static void finish(struct task *t, int n, int limit)
{
    int i;
    for (i = 0; i < n; i++)
        t[i].done = t[i].id <= limit;
}

int main(void)
{
    struct task tasks[4] = {
        { 0, 3, 'a', 0, 10 }, { 0, 1, 'b', 0, 20 }, { 0, 2, 'c', 0, 30 }, { 0, 5, 'd', 0, 40 }
    };
    int i, open = 0;

    finish(tasks, 4, 25);
    for (i = 0; i < 4; i++) {
        printf("task %d [%c] prio %d %s\n", tasks[i].id, tasks[i].tag ? tasks[i].tag : '?',
               tasks[i].priority, tasks[i].done ? "done" : "open");
        open += !tasks[i].done;
    }
    printf("open = %d\n", open);
    return 0;
}
