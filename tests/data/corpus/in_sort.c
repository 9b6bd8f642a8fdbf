/* Input-driven: the first line picks a sort algorithm and an order, then the
   numbers follow.  The sample input picks insertion sort ascending, so the other
   algorithms, the descending comparator and the error paths never run. */
#include <stdio.h>

#define MAXN 64

typedef int (*cmp_fn)(int, int);

static int ascending(int a, int b) { return a > b; }
static int descending(int a, int b) { return a < b; }

static void insertion_sort(int *a, int n, cmp_fn out_of_order)
{
    for (int i = 1; i < n; i++) {
        int key = a[i], j = i - 1;
        while (j >= 0 && out_of_order(a[j], key)) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = key;
    }
}

static void shell_sort(int *a, int n, cmp_fn out_of_order)
{
    for (int gap = n / 2; gap > 0; gap /= 2)
        for (int i = gap; i < n; i++) {
            int t = a[i], j;
            for (j = i; j >= gap && out_of_order(a[j - gap], t); j -= gap)
                a[j] = a[j - gap];
            a[j] = t;
        }
}

static void sift_down(int *a, int root, int n, cmp_fn out_of_order)
{
    int child;
    while ((child = 2 * root + 1) < n) {
        if (child + 1 < n && out_of_order(a[child + 1], a[child]))
            child++;
        if (!out_of_order(a[child], a[root]))
            return;
        int t = a[root]; a[root] = a[child]; a[child] = t;
        root = child;
    }
}

static void heap_sort(int *a, int n, cmp_fn out_of_order)
{
    int i, t;
    for (i = n / 2 - 1; i >= 0; i--)
        sift_down(a, i, n, out_of_order);
    for (i = n - 1; i > 0; i--) {
        t = a[0]; a[0] = a[i]; a[i] = t;
        sift_down(a, 0, i, out_of_order);
    }
}

int main(void)
{
    int algo, desc, n = 0, v, a[MAXN];
    cmp_fn cmp;
    long checksum = 0;

    if (scanf("%d %d", &algo, &desc) != 2) {
        printf("bad header\n");
        return 0;
    }
    cmp = desc ? descending : ascending;
    while (n < MAXN && scanf("%d", &v) == 1)
        a[n++] = v;
    if (n < 32)
        goto sized;
    int threshold = 8;            /* skipped by the goto: never executed */
    printf("large input, threshold %d\n", threshold);
sized:
    threshold = n / 2;            /* the declaration above is still in scope */

    switch (algo) {
    case 1: insertion_sort(a, n, cmp); break;
    case 2: shell_sort(a, n, cmp); break;
    case 3: heap_sort(a, n, cmp); break;
    default:
        printf("unknown algorithm %d\n", algo);
        return 0;
    }
    for (int i = 0; i < n; i++) {
        printf("%d%c", a[i], i + 1 < n ? ' ' : '\n');
        checksum = checksum * 31 + a[i] * (i < threshold ? 1 : 2);
        checksum %= 1000003;
    }
    printf("n=%d threshold=%d checksum=%ld\n", n, threshold, checksum);
    return 0;
}
