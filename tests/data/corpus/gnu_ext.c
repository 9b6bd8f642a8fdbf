/* GNU C extensions common in compiler test suites. */
#include <stdio.h>

#define MAX(a, b) ({ __typeof__(a) a_ = (a); __typeof__(b) b_ = (b); a_ > b_ ? a_ : b_; })

struct __attribute__((packed)) wire {
    unsigned char tag;
    unsigned int value;
    unsigned short crc;
};

struct point { int x, y; };

static int buf[8] __attribute__((aligned(16)));

__attribute__((noinline)) static int log2_floor(unsigned v)
{
    /* independent of the width of unsigned: clz(1) - clz(v), v != 0 */
    return __builtin_clz(1u) - __builtin_clz(v);
}

__attribute__((noinline)) static const char *size_name(int v)
{
    return v < 0 ? "negative" : v == 0 ? "zero" : v < 10 ? "small" : v < 100 ? "medium" : "large";
}

static int manhattan(struct point p)
{
    return __builtin_abs(p.x) + __builtin_abs(p.y);
}

static int low_bits_name(unsigned k)
{
    switch (k & 3u) {
    case 0: return 10;
    case 1: return 11;
    case 2: return 12;
    case 3: return 13;
    }
    __builtin_unreachable();
}

int main(void)
{
    int i, sum, fill[6] = { [1 ... 3] = 5, [5] = 1 };
    struct point pts[4] = { [2] = { .y = 9, .x = -1 }, [0].x = 7 };
    struct wire w = { .tag = 0x7f, .value = 123456u, .crc = 0xbeefu }, w2;
    unsigned char raw[sizeof w];
    __typeof__(sum) copy;
    __typeof__(int[3]) three = { 1, 2, 3 };
    int *lit = (int[]){ 5, 6, 7 };

    for (i = 0; i < 8; i++)
        buf[i] = i * 3;
    sum = ({ int s = 0; for (int j = 0; j < 8; j++) s += buf[j]; s; });
    printf("sum=%d aligned=%d\n", sum, __alignof__(buf) == 16);
    if (({ int t = sum % 7; t < 3; }))
        printf("sum %% 7 < 3\n");
    copy = MAX(sum, 50);
    printf("MAX=%d %ld\n", copy, MAX(3L, -9L));

    if (__builtin_expect(sum > 1000, 0))
        printf("unlikely\n");
    else
        printf("likely\n");

    printf("popcount: %d %d %d\n", __builtin_popcount(0u), __builtin_popcount(0xf0f0u),
           __builtin_popcount(7u));
    printf("log2_floor: %d %d %d\n", log2_floor(1u), log2_floor(1000u), log2_floor(65536u));
    printf("names: %s %s %s %s %s\n", size_name(-3), size_name(0), size_name(7),
           size_name(42), size_name(420));
    printf("manhattan=%d %d\n", manhattan((struct point){ -3, 4 }), manhattan(pts[2]));
    printf("pts: %d %d %d %d\n", pts[0].x, pts[0].y, pts[1].x, pts[2].x);
    printf("fill:");
    for (i = 0; i < 6; i++)
        printf(" %d", fill[i]);
    printf("\nthree+lit=%d\n", three[0] + three[2] + lit[1]);

    __builtin_memcpy(raw, &w, sizeof w);
    __builtin_memcpy(&w2, raw, sizeof w2);
    printf("wire: %u %u %x packed=%d\n", w2.tag, w2.value, w2.crc,
           sizeof(struct wire) == 1 + sizeof(unsigned) + sizeof(unsigned short));
    printf("low_bits: %d %d\n", low_bits_name(6u), low_bits_name(9u));
    return 0;
}
