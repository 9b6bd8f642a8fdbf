#include <stdio.h>
#include <string.h>

/* Count words and digits in a few lines, with branch hints as in a hot tokenizer loop. */
#define likely(x)   __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

struct counts {
    int words;
    int digits;
    int longest;
};

static void scan(const char *s, struct counts *c)
{
    int len = 0;

    for (; *s; s++) {
        if (likely(*s != ' ' && *s != '\t')) {
            if (unlikely(*s >= '0' && *s <= '9'))
                c->digits++;
            if (len++ == 0)
                c->words++;
            if (len > c->longest)
                c->longest = len;
        } else {
            len = 0;
        }
    }
}

int main(void)
{
    static const char *lines[] = {
        "the quick brown fox",
        "jumps over 13 lazy dogs",
        "\tand 2024 more\twords here",
        "",
    };
    struct counts c;
    size_t i;

    memset(&c, 0, sizeof c);
    for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        scan(lines[i], &c);
        printf("after line %zu: words=%d digits=%d longest=%d\n",
               i, c.words, c.digits, c.longest);
    }
    return 0;
}
