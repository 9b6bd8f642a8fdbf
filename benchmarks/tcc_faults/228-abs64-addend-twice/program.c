#include <stdio.h>
#include <string.h>

/* a tiny option parser driven by a static table of pointers into a settings struct */
struct settings {
    int verbose;
    int width;
    int height;
    int depth;
};

static struct settings cfg = { 0, 80, 24, 8 };

struct option {
    const char *name;
    int *slot;
};

static const struct option options[] = {
    { "verbose", &cfg.verbose },
    { "width",   &cfg.width },
    { "height",  &cfg.height },
    { "depth",   &cfg.depth },
};

static int set_option(const char *name, int value)
{
    unsigned i;
    for (i = 0; i < sizeof options / sizeof options[0]; i++) {
        if (strcmp(options[i].name, name) == 0) {
            *options[i].slot = value;
            return 1;
        }
    }
    return 0;
}

int main(void)
{
    static const char *names[] = { "height", "verbose", "colour", "depth" };
    static const int values[] = { 50, 2, 7, 24 };
    int i;

    for (i = 0; i < 4; i++)
        printf("%-8s = %2d: %s\n", names[i], values[i],
               set_option(names[i], values[i]) ? "ok" : "unknown option");
    printf("verbose %d, %dx%d, depth %d\n", cfg.verbose, cfg.width, cfg.height, cfg.depth);
    return 0;
}
