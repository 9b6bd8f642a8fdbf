#include <stdio.h>

static int events;
static int last_code;

__attribute__((noinline)) static void note(int code)
{
    events = events + 1;
    last_code = code;
}

__attribute__((noinline)) static int work(int n)
{
    int i, acc = 0;
    for (i = 1; i <= n; i++) {
        acc += i * i;
        if (i % 4 == 0)
            note(i);
    }
    return acc;
}

int main(void)
{
    int r = work(10);
    note(-1);
    r += work(5);
    printf("r = %d, events = %d, last = %d\n", r, events, last_code);
    return 0;
}
