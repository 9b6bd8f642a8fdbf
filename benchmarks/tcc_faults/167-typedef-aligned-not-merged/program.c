/* per-worker statistics, each counter on its own cache line */
int printf(const char *, ...);

typedef unsigned long padded_counter __attribute__((aligned(64)));

struct worker_stats {
    padded_counter requests;
    padded_counter bytes;
    padded_counter errors;
    unsigned char id;
};

static struct worker_stats workers[3];

static void record(struct worker_stats *w, unsigned long size, int failed)
{
    w->requests++;
    w->bytes += size;
    if (failed)
        w->errors++;
}

int main(void)
{
    static const unsigned long sizes[] = { 512, 1500, 64, 9000, 128, 4096, 700 };
    unsigned long total = 0;
    int i;

    for (i = 0; i < 3; i++)
        workers[i].id = (unsigned char)(i + 1);
    for (i = 0; i < 20; i++)
        record(&workers[i % 3], sizes[i % 7], sizes[i % 7] > 4000);
    for (i = 0; i < 3; i++) {
        printf("worker %u: %lu requests, %lu bytes, %lu errors\n", (unsigned)workers[i].id,
               workers[i].requests, workers[i].bytes, workers[i].errors);
        total += workers[i].bytes;
    }
    printf("stats size %lu, bytes at offset %lu, worker 2 at offset %lu\n",
           (unsigned long)sizeof(struct worker_stats),
           (unsigned long)((char *)&workers[0].bytes - (char *)&workers[0]),
           (unsigned long)((char *)&workers[2] - (char *)&workers[0]));
    printf("total %lu bytes\n", total);
    return 0;
}
