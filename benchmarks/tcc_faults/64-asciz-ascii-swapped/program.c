#include <stdio.h>
#include <string.h>

/* A table of command names kept in read-only data, written in assembly:
   NUL-terminated names one after the other, ended by an empty name. */
__asm__(
    ".pushsection .rodata\n"
    ".globl cmd_names\n"
    "cmd_names:\n"
    "    .asciz \"open\"\n"
    "    .asciz \"read\"\n"
    "    .string \"write\"\n"
    "    .asciz \"close\"\n"
    "    .ascii \"seek\\0\"\n"
    "    .byte 0\n"
    ".popsection\n");

extern const char cmd_names[];

static int lookup(const char *name)
{
    const char *p = cmd_names;
    int index = 0;
    while (*p) {
        if (strcmp(p, name) == 0)
            return index;
        p += strlen(p) + 1;
        index++;
    }
    return -1;
}

int main(void)
{
    static const char *queries[] = { "read", "close", "seek", "flush", "open" };
    const char *p;
    size_t longest = 0;
    int i, count = 0;

    for (p = cmd_names; *p; p += strlen(p) + 1) {
        if (strlen(p) > longest)
            longest = strlen(p);
        count++;
    }
    printf("%d commands, longest name %zu chars\n", count, longest);
    for (i = 0; i < 5; i++)
        printf("%-6s -> %d\n", queries[i], lookup(queries[i]));
    return 0;
}
