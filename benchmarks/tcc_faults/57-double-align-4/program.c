#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct sample {
    int sensor;
    double value;
    long long timestamp;
    short flags;
};

struct page {
    unsigned count;
    struct sample items[8];
};

static void fill(struct page *pg, int n)
{
    int i;
    memset(pg, 0, sizeof *pg);
    for (i = 0; i < n; i++) {
        pg->items[i].sensor = 100 + i;
        pg->items[i].value = i * 1.25;
        pg->items[i].timestamp = 1600000000LL + i * 60;
        pg->items[i].flags = (short)(i & 3);
    }
    pg->count = n;
}

int main(void)
{
    static struct page pg;
    const unsigned char *base = (const unsigned char *)&pg;
    const unsigned char *last;
    double sum = 0;
    unsigned i;

    fill(&pg, 5);
    for (i = 0; i < pg.count; i++)
        sum += pg.items[i].value;
    last = (const unsigned char *)&pg.items[pg.count - 1];
    printf("sample: size %zu, align %zu\n", sizeof(struct sample), _Alignof(struct sample));
    printf("offsets: value %zu, timestamp %zu, flags %zu\n",
           offsetof(struct sample, value), offsetof(struct sample, timestamp),
           offsetof(struct sample, flags));
    printf("page: size %zu, last item at byte %ld\n", sizeof pg, (long)(last - base));
    printf("samples per 4 KiB: %zu\n", (size_t)4096 / sizeof(struct sample));
    printf("sum %.2f, last timestamp %lld\n", sum, pg.items[pg.count - 1].timestamp);
    return 0;
}
