#include <stdio.h>
#include <string.h>

/* table of configuration options; the third column is an optional prefix */
#define OPTIONS(X)                      \
    X(width,   80,  "term.")            \
    X(height,  24,  "term.")            \
    X(tabstop, 8,   )                   \
    X(history, 500, "shell.")           \
    X(verbose, 0,   )

#define DEFINE_DEFAULT(name, value, prefix) static int opt_##name = value;
OPTIONS(DEFINE_DEFAULT)

struct option {
    const char *key;
    int *value;
};

#define OPTION_ENTRY(name, value, prefix) { prefix #name, &opt_##name },
static const struct option options[] = { OPTIONS(OPTION_ENTRY) };

#define NOPTIONS (sizeof options / sizeof options[0])

static int set_option(const char *key, int value)
{
    size_t i;
    for (i = 0; i < NOPTIONS; i++) {
        if (strcmp(options[i].key, key) == 0) {
            *options[i].value = value;
            return 0;
        }
    }
    return -1;
}

int main(void)
{
    size_t i;
    int failed = 0;

    failed += set_option("term.width", 132) != 0;
    failed += set_option("tabstop", 4) != 0;
    failed += set_option("shell.verbose", 1) != 0;
    for (i = 0; i < NOPTIONS; i++)
        printf("%-14s = %d\n", options[i].key, *options[i].value);
    printf("%d unknown option(s)\n", failed);
    return 0;
}
