#include <stdio.h>

/* the same numbers written in several bases, checked against each other */
#define LIT(prefix, digits) prefix ## digits
#define ENTRY(name, prefix, digits) { name, #prefix #digits, LIT(prefix, digits) }

struct literal {
    const char *base;
    const char *text;
    unsigned long value;
};

static const struct literal table[] = {
    ENTRY("hex", 0x, 1F4),
    ENTRY("octal", 0, 764),
    ENTRY("decimal", , 500),
    ENTRY("hex", 0x, FFFF),
    ENTRY("decimal", , 65535),
    ENTRY("octal", 0, 177777),
};

static int digits_in(unsigned long v, unsigned base)
{
    int n = 1;
    while (v >= base) {
        v /= base;
        n++;
    }
    return n;
}

int main(void)
{
    int i, n = (int)(sizeof table / sizeof table[0]);
    unsigned long sum = 0;

    for (i = 0; i < n; i++) {
        const struct literal *l = &table[i];
        sum += l->value;
        printf("%-8s %-10s = %6lu (%d decimal digits, %d hex digits)\n", l->base, l->text,
               l->value, digits_in(l->value, 10), digits_in(l->value, 16));
        if (i > 0 && l->value == table[i - 1].value)
            printf("  same as the previous entry\n");
    }
    printf("%d literals, sum %lu\n", n, sum);
    return 0;
}
