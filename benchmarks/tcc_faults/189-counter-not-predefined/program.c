#include <stdio.h>
#include <string.h>

/* a table of named tasks, each tagged with a unique id at compile time */
#ifdef __COUNTER__
#define NEXT_ID() (__COUNTER__ + 100)
#else
#define NEXT_ID() (__LINE__ * 10)
#endif

struct task {
    int id;
    const char *name;
    int cost;
};

static const struct task tasks[] = {
    { NEXT_ID(), "fetch", 3 },
    { NEXT_ID(), "parse", 5 },
    { NEXT_ID(), "check", 2 },
    { NEXT_ID(), "emit", 4 },
};

static int find(const char *name)
{
    size_t i;
    for (i = 0; i < sizeof tasks / sizeof tasks[0]; i++)
        if (strcmp(tasks[i].name, name) == 0)
            return tasks[i].id;
    return -1;
}

int main(void)
{
    size_t i;
    int total = 0, key = 0;

    for (i = 0; i < sizeof tasks / sizeof tasks[0]; i++) {
        printf("#%d %-6s cost %d\n", tasks[i].id, tasks[i].name, tasks[i].cost);
        total += tasks[i].cost;
        key = key * 31 + tasks[i].id;
    }
    printf("parse is #%d, missing is %d\n", find("parse"), find("link"));
    printf("total cost %d, key %d\n", total, key);
    return 0;
}
