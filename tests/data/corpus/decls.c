/* Declarations: nested structs, unions, bit-fields, multi-dimensional arrays,
   arrays of structs, pointers of many kinds, qualifiers, integer modifiers,
   typedefs, enums, function pointers and static globals. */
#include <stdio.h>

typedef unsigned long long u64;
typedef struct vec2 { short x, y; } vec2;
enum color { RED, GREEN = 5, BLUE, ALPHA = -2 };
typedef enum color color_t;

struct rect {
    vec2 min, max;
    struct {
        color_t fg, bg;
        unsigned char layer;
    } style;
};

union number {
    int i;
    unsigned u;
    unsigned char bytes[4];
};

struct flags {
    unsigned int ready : 1;
    unsigned int mode : 3;
    signed int delta : 5;
    unsigned int : 0;
    unsigned long long big : 40;
    signed int : 3;
    _Bool on : 1;
};

typedef int (*binop)(int, int);

static int hits;
static const char *const color_names[] = { [RED] = "red", [GREEN] = "green", [BLUE] = "blue" };
static volatile int vcounter;

static int add(int a, int b) { hits++; return a + b; }
static int mul(int a, int b) { hits++; return a * b; }

static binop pick(int which) { return which ? mul : add; }

static void scale(int *restrict dst, const int *restrict src, int n, const int k)
{
    for (int i = 0; i < n; i++)
        dst[i] = src[i] * k;
}

static long area(const struct rect *r)
{
    return (long)(r->max.x - r->min.x) * (r->max.y - r->min.y);
}

int main(void)
{
    signed char sc = -5; unsigned char uc = 250; short s = -300; unsigned short us = 65535;
    long l = -123456L; unsigned long ul = 4000000000UL; long long ll = -9000000000LL;
    u64 big = 18000000000000000000ULL;
    int grid[3][4], cube[2][2][2] = { { { 1, 2 }, { 3, 4 } }, { { 5, 6 }, { 7, 8 } } };
    char names[3][8] = { "ab", "cde", "" };
    struct rect rects[2] = { { { 0, 0 }, { 4, 3 }, { RED, BLUE, 1 } },
                             { .min = { -2, -2 }, .max = { 2, 5 }, .style.fg = GREEN } };
    union number num;
    struct flags fl = { 1, 6, -9, 1099511627775ULL, 1 };
    int *p, **pp, *const pc = &grid[0][0];
    const int *cp;
    short *px = &rects[1].max.y;
    const volatile int cv = 17;
    int in[4] = { 1, 2, 3, 4 }, out[4];
    int i, j;

    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++)
            grid[i][j] = i * 10 + j;
    p = &grid[1][2]; pp = &p; cp = &grid[2][3];
    **pp += 100;
    *pc = -1;
    printf("grid: %d %d %d %d\n", grid[1][2], *cp, grid[0][0], *(*(grid + 2) + 1));
    printf("cube: %d %d\n", cube[1][0][1], cube[0][1][1] + cube[1][1][0]);
    printf("names: %s %s [%s] %c\n", names[0], names[1], names[2], names[1][2]);
    printf("ints: %d %u %d %u %ld %lu %lld %llu\n", sc, uc, s, us, l, ul, ll, big);
    printf("promoted: %d %d\n", uc + 10, us + 1);

    *px += 1;
    printf("areas: %ld %ld\n", area(&rects[0]), area(rects + 1));
    printf("style: %s %s %d %d\n", color_names[rects[0].style.fg], color_names[rects[1].style.fg],
           rects[1].style.bg, rects[0].style.layer);
    printf("enum: %d %d %d %d\n", RED, GREEN, BLUE, ALPHA);

    num.i = 77;
    printf("union: %u\n", num.u);
    num.u = 0;
    num.bytes[2] = 9;
    printf("union bytes: %d %d\n", num.bytes[0], num.bytes[2]);

    printf("flags: %u %u %d %llu %d\n", fl.ready, fl.mode, fl.delta, (u64)fl.big, fl.on);
    fl.mode++; fl.mode++;          /* 6 -> 7 -> 0: unsigned bit-fields wrap */
    fl.delta += 3;
    fl.big = fl.big + 1;           /* 2^40 - 1 + 1 wraps to 0 */
    printf("flags: %u %d %llu\n", fl.mode, fl.delta, (u64)fl.big);

    scale(out, in, 4, 3);
    printf("scaled: %d %d %d %d\n", out[0], out[1], out[2], out[3]);
    i = pick(0)(6, 7);
    j = pick(1)(6, 7);
    printf("binop: %d %d hits=%d\n", i, j, hits);
    for (i = 0; i < 3; i++)
        vcounter += cv;
    printf("volatile: %d\n", vcounter);
    return 0;
}
