#include <stdio.h>

/* Look up a message in a table that is emitted into .rodata from inline
   assembly, next to the code that uses it. */
static const char *message(int code)
{
    const char *table;
    __asm__ (".pushsection .rodata\n"
             "1:\n\t"
             ".asciz \"ok\"\n\t"
             ".asciz \"not found\"\n\t"
             ".asciz \"denied\"\n\t"
             ".popsection\n\t"
             "leaq 1b(%%rip), %0"
             : "=r"(table));
    while (code-- > 0) {
        while (*table)
            table++;
        table++;
    }
    return table;
}

int main(void)
{
    int i;
    for (i = 0; i < 3; i++)
        printf("%d: %s\n", i, message(i));
    return 0;
}
