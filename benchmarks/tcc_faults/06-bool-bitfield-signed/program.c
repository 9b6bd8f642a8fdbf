#include <stdio.h>

struct options {
    _Bool verbose : 1;
    _Bool quiet : 1;
    unsigned int level : 4;
};

static int weight(struct options o)
{
    return o.verbose * 10 + o.quiet + (int)o.level;
}

int main(void)
{
    struct options o;
    o.verbose = 1;
    o.quiet = 0;
    o.level = 3;
    printf("verbose = %d, weight = %d\n", o.verbose, weight(o));
    return 0;
}
