/* small checksum kernels, each placed on its own cache line */
int printf(const char *fmt, ...);

typedef unsigned long (*kernel_fn)(const unsigned char *, int);

#define CACHE_LINE 64
#define HOT __attribute__((aligned(CACHE_LINE)))

HOT static unsigned long sum_bytes(const unsigned char *p, int n)
{
    unsigned long s = 0;
    int i;
    for (i = 0; i < n; i++)
        s += p[i];
    return s;
}

HOT static unsigned long xor_bytes(const unsigned char *p, int n)
{
    unsigned long s = 0;
    int i;
    for (i = 0; i < n; i++)
        s = (s << 1 | s >> 63) ^ p[i];
    return s;
}

HOT static unsigned long fletcher(const unsigned char *p, int n)
{
    unsigned long a = 1, b = 0;
    int i;
    for (i = 0; i < n; i++) {
        a = (a + p[i]) % 65521;
        b = (b + a) % 65521;
    }
    return b << 16 | a;
}

int main(void)
{
    static const char *names[] = { "sum", "xor", "fletcher" };
    kernel_fn kernels[] = { sum_bytes, xor_bytes, fletcher };
    const unsigned char msg[] = "the quick brown fox jumps over the lazy dog";
    int i, misaligned = 0;

    for (i = 0; i < 3; i++) {
        unsigned long addr = (unsigned long)kernels[i];
        int ok = addr % CACHE_LINE == 0;
        if (!ok)
            misaligned++;
        printf("%-9s %s  %lx\n", names[i], ok ? "aligned  " : "MISALIGNED",
               kernels[i](msg, (int)sizeof msg - 1));
    }
    printf("%d of 3 kernels misaligned\n", misaligned);
    return misaligned != 0;
}
