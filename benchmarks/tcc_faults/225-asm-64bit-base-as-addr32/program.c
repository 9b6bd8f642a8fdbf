#include <stdio.h>

/* a word-length histogram whose counters are bumped with an atomic add,
   as a worker thread would do */
struct histogram {
    int total;
    int buckets[8];
};

static inline int fetch_add(int *p, int v)
{
    __asm__ __volatile__("lock; xaddl %0, %1"
                         : "+r"(v), "+m"(*p)
                         :
                         : "memory");
    return v;
}

static void count_words(struct histogram *h, const char *text)
{
    int len = 0;
    for (;; text++) {
        if (*text == ' ' || *text == '\0') {
            if (len > 0) {
                fetch_add(&h->buckets[len < 8 ? len : 7], 1);
                fetch_add(&h->total, len);
            }
            len = 0;
            if (*text == '\0')
                break;
        } else {
            len++;
        }
    }
}

int main(void)
{
    struct histogram h = { 0, { 0 } };
    int i, before;

    count_words(&h, "the quick brown fox jumps over the lazy dog");
    count_words(&h, "a histogram of word lengths in characters");
    before = fetch_add(&h.total, 0);
    for (i = 1; i < 8; i++)
        printf("len %d%s: %d\n", i, i == 7 ? "+" : "", h.buckets[i]);
    printf("letters %d\n", before);
    return 0;
}
