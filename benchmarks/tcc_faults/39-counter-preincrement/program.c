#include <stdio.h>

/* Each handler gets the next slot in the table, numbered from zero. */
#define SLOT __COUNTER__

enum { H_OPEN = SLOT, H_READ = SLOT, H_WRITE = SLOT, H_CLOSE = SLOT, H_COUNT = SLOT };

static const char *names[H_COUNT + 1];

static void reg(int slot, const char *name)
{
    names[slot] = name;
}

int main(void)
{
    int i;

    reg(H_OPEN, "open");
    reg(H_READ, "read");
    reg(H_WRITE, "write");
    reg(H_CLOSE, "close");
    for (i = 0; i < H_COUNT; i++)
        printf("%d: %s\n", i, names[i] ? names[i] : "(none)");
    printf("%d handlers, line %d\n", H_COUNT, __LINE__);
    return 0;
}
