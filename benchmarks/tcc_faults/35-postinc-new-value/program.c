#include <stdio.h>

struct queue {
    int items[8];
    int head, tail;
};

static void push(struct queue *q, int v)
{
    q->items[q->tail++] = v;
}

static int pop(struct queue *q)
{
    return q->items[q->head++];
}

int main(void)
{
    struct queue q = { { 0 }, 0, 0 };
    int i, sum = 0, countdown = 3;

    for (i = 1; i <= 5; i++)
        push(&q, i * i);
    while (q.head < q.tail)
        sum = sum * 2 + pop(&q);
    printf("sum = %d, tail = %d\n", sum, q.tail);
    while (countdown--)
        printf("tick %d\n", countdown);
    printf("countdown = %d\n", countdown);
    return 0;
}
