/* drivers register themselves before main() runs, as in a plugin system */
int printf(const char *fmt, ...);
int strcmp(const char *a, const char *b);

struct driver {
    const char *name;
    int priority;
    int (*probe)(int port);
};

#define MAX_DRIVERS 8
static struct driver registry[MAX_DRIVERS];
static int n_drivers;

static void register_driver(const char *name, int priority, int (*probe)(int))
{
    int i = n_drivers++;
    /* keep the registry sorted by priority */
    while (i > 0 && registry[i - 1].priority > priority) {
        registry[i] = registry[i - 1];
        i--;
    }
    registry[i].name = name;
    registry[i].priority = priority;
    registry[i].probe = probe;
}

static int probe_uart(int port) { return port % 4 == 1; }
static int probe_spi(int port) { return port >= 8; }
static int probe_i2c(int port) { return port == 3 || port == 10; }

__attribute__((constructor)) static void init_uart(void) { register_driver("uart", 20, probe_uart); }
__attribute__((constructor)) static void init_spi(void) { register_driver("spi", 10, probe_spi); }
__attribute__((constructor)) static void init_i2c(void) { register_driver("i2c", 15, probe_i2c); }

__attribute__((destructor)) static void release_drivers(void)
{
    printf("releasing %d drivers\n", n_drivers);
    n_drivers = 0;
}

int main(void)
{
    int port, i, bound = 0;

    printf("%d drivers registered\n", n_drivers);
    for (port = 0; port < 12; port++) {
        const char *owner = "-";
        for (i = 0; i < n_drivers; i++)
            if (registry[i].probe(port)) {
                owner = registry[i].name;
                break;
            }
        if (strcmp(owner, "-") != 0)
            bound++;
        printf("port %2d: %s\n", port, owner);
    }
    printf("%d ports bound\n", bound);
    return 0;
}
