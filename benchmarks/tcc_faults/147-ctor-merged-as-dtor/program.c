/* A tiny command table filled in before main by a constructor, as plugin-style programs do. */
int printf(const char *, ...);
int strcmp(const char *, const char *);

struct command {
    const char *name;
    int (*run)(int, int);
};

static struct command table[8];
static int ncommands;
static int calls;

static void register_builtins(void) __attribute__((constructor));
static void print_stats(void) __attribute__((destructor));

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }

static void register_command(const char *name, int (*run)(int, int))
{
    table[ncommands].name = name;
    table[ncommands].run = run;
    ncommands++;
}

static void register_builtins(void)
{
    register_command("add", add);
    register_command("sub", sub);
    register_command("mul", mul);
}

static void print_stats(void)
{
    printf("%d commands, %d calls\n", ncommands, calls);
}

static int dispatch(const char *name, int a, int b)
{
    int i;
    for (i = 0; i < ncommands; i++)
        if (strcmp(table[i].name, name) == 0) {
            calls++;
            return table[i].run(a, b);
        }
    printf("unknown command '%s'\n", name);
    return 0;
}

int main(void)
{
    printf("add: %d\n", dispatch("add", 40, 2));
    printf("mul: %d\n", dispatch("mul", 6, 7));
    printf("sub: %d\n", dispatch("sub", 50, 8));
    return 0;
}
