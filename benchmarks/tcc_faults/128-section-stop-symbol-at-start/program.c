/* Operations register themselves in a dedicated section; the linker
   provides __start_/__stop_ symbols to walk the table. */
int printf(const char *fmt, ...);
int strcmp(const char *a, const char *b);

struct op {
    const char *name;
    long (*fn)(long, long);
};

#define REGISTER_OP(id, func) \
    const struct op op_##id __attribute__((section("calc_ops"))) = { #id, func }

static long do_add(long a, long b) { return a + b; }
static long do_sub(long a, long b) { return a - b; }
static long do_mul(long a, long b) { return a * b; }
static long do_max(long a, long b) { return a > b ? a : b; }

REGISTER_OP(add, do_add);
REGISTER_OP(sub, do_sub);
REGISTER_OP(mul, do_mul);
REGISTER_OP(max, do_max);

extern const struct op __start_calc_ops[], __stop_calc_ops[];

static const struct op *lookup(const char *name)
{
    const struct op *p;
    for (p = __start_calc_ops; p < __stop_calc_ops; p++)
        if (strcmp(p->name, name) == 0)
            return p;
    return 0;
}

int main(void)
{
    static const char *const script[] = { "add", "mul", "sub", "pow", "max" };
    long acc = 6;
    unsigned i;

    printf("%d operations registered\n", (int)(__stop_calc_ops - __start_calc_ops));
    for (i = 0; i < sizeof script / sizeof script[0]; i++) {
        const struct op *op = lookup(script[i]);
        if (!op) {
            printf("%-4s: unknown operation\n", script[i]);
            continue;
        }
        acc = op->fn(acc, 7);
        printf("%-4s: acc = %ld\n", script[i], acc);
    }
    return 0;
}
