#include <stdio.h>
#include <stdbool.h>

/* count how many of a set of feature flags are enabled */
struct options {
    bool verbose;
    bool color;
    bool dry_run;
    bool force;
};

static int enabled(const struct options *o)
{
    int n = 0;
    n += o->verbose;
    n += o->color;
    n += o->dry_run;
    n += o->force;
    return n;
}

static bool parse_flag(const char *s)
{
    return s[0] == 'y' || s[0] == '1';
}

int main(void)
{
    static const char *answers[] = { "yes", "no", "1", "0" };
    struct options o;
    unsigned long mask;
    int i;

    o.verbose = parse_flag(answers[0]);
    o.color = parse_flag(answers[1]);
    o.dry_run = parse_flag(answers[2]);
    o.force = parse_flag(answers[3]);
    mask = (unsigned long)o.verbose | (unsigned long)o.color << 1
         | (unsigned long)o.dry_run << 2 | (unsigned long)o.force << 3;
    printf("%d options enabled, mask %#lx\n", enabled(&o), mask);
    for (i = 0; i < 4; i++)
        printf("%-4s -> %d\n", answers[i], (int)parse_flag(answers[i]));
    return 0;
}
