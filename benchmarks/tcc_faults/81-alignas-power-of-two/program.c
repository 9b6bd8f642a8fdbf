#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* a small ring buffer whose storage is kept on a 16-byte boundary */
struct ring {
    unsigned head, tail;
    _Alignas(16) unsigned char data[64];
};

static struct ring r;

static int push(struct ring *q, unsigned char c)
{
    if (q->head - q->tail == sizeof q->data)
        return 0;
    q->data[q->head++ % sizeof q->data] = c;
    return 1;
}

static int pop(struct ring *q)
{
    if (q->head == q->tail)
        return -1;
    return q->data[q->tail++ % sizeof q->data];
}

int main(void)
{
    const char *msg = "aligned ring buffer";
    size_t i, n = strlen(msg);
    int c, sum = 0;

    for (i = 0; i < n; i++)
        push(&r, (unsigned char)msg[i]);
    printf("offset of data %zu, size %zu\n", offsetof(struct ring, data), sizeof r);
    printf("data aligned: %d\n", (int)((uintptr_t)r.data % 16 == 0));
    while ((c = pop(&r)) >= 0) {
        putchar(c >= 'a' && c <= 'z' ? c - 32 : c);
        sum += c;
    }
    printf("\nchecksum %d, head %u tail %u\n", sum, r.head, r.tail);
    return 0;
}
