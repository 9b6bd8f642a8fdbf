#include <stdio.h>

/* A single-producer ring buffer, with a compiler barrier between
   writing a slot and publishing the new head index. */
#define RING_SIZE 8
#define barrier() __asm__ __volatile__("" : : : "memory")

struct ring {
    int slots[RING_SIZE];
    unsigned head, tail;
};

static int ring_put(struct ring *r, int v)
{
    if (r->head - r->tail == RING_SIZE)
        return 0;
    r->slots[r->head % RING_SIZE] = v;
    barrier();
    r->head++;
    return 1;
}

static int ring_get(struct ring *r, int *v)
{
    if (r->head == r->tail)
        return 0;
    *v = r->slots[r->tail % RING_SIZE];
    barrier();
    r->tail++;
    return 1;
}

int main(void)
{
    struct ring r = { {0}, 0, 0 };
    int i, v, sum = 0, dropped = 0;

    for (i = 1; i <= 20; i++) {
        if (!ring_put(&r, i * i))
            dropped++;
        if (i % 3 == 0 && ring_get(&r, &v))
            sum += v;
    }
    while (ring_get(&r, &v))
        sum += v;
    printf("sum=%d dropped=%d head=%u tail=%u\n", sum, dropped, r.head, r.tail);
    return 0;
}
