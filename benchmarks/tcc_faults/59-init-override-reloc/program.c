#include <stdio.h>
#include <string.h>

struct command {
    const char *name;
    const char *help;
    int (*run)(int);
    int min_arg;
};

static int cmd_nop(int arg) { return arg; }
static int cmd_double(int arg) { return arg * 2; }
static int cmd_negate(int arg) { return -arg; }

/* every entry starts from the defaults and overrides what it needs */
#define COMMAND_DEFAULTS .help = "(no help)", .run = cmd_nop, .min_arg = 0

static const struct command commands[] = {
    { .name = "echo", COMMAND_DEFAULTS },
    { .name = "double", COMMAND_DEFAULTS, .run = cmd_double },
    { .name = "neg", COMMAND_DEFAULTS, .run = cmd_negate, .min_arg = 1 },
    { .name = "help", COMMAND_DEFAULTS, .help = "list the commands" },
};

static const struct command *find(const char *name)
{
    size_t i;
    for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}

int main(void)
{
    const char *script[] = { "echo", "double", "neg", "double", "help", "bogus" };
    int value = 5;
    size_t i;

    for (i = 0; i < sizeof script / sizeof script[0]; i++) {
        const struct command *c = find(script[i]);
        if (!c) {
            printf("%-7s unknown command\n", script[i]);
            continue;
        }
        if (value >= c->min_arg)
            value = c->run(value);
        printf("%-7s -> %4d   %s\n", c->name, value, c->help);
    }
    return 0;
}
