#include <stdio.h>

/* reach the C library's converters under names that say what we use them for */
extern long parse_field(const char *text, char **end, int base) __asm__("strtol");
extern unsigned long parse_mask(const char *text, char **end, int base) __asm__("strtoul");

int main(void)
{
    const char *line = "42 -17 0x1f 0755";
    char *p = (char *)line, *q;
    long total = 0;
    int count = 0;

    for (;;) {
        long v = parse_field(p, &q, 0);
        if (q == p)
            break;
        printf("field %d = %ld\n", count++, v);
        total += v;
        p = q;
    }
    printf("total %ld\n", total);
    printf("mask %lx\n", parse_mask("ff00", NULL, 16));
    return 0;
}
