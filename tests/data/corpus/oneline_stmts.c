/* Several statements per line, some of them never executed, so a line-level
   profiler (gcov) cannot tell them apart but a statement-level one can. */
#include <stdio.h>

static int calls;

static int f(int x) { calls++; if (x > 100) return -x; return x + 1; }

static int mixed(int a, int b)
{
    int r = 0, s = 1;
    r = a; s = b; if (a > b) r = a - b; else r = b - a;
    if (r == 0) { s = 0; r = -1; } else { s = s * 2; }
    while (r > 5) { r -= 5; } do s++; while (s < 3);
    return r * 100 + s;
}

static int loop_line(int n)
{
    int acc = 0;
    for (int i = 0; i < n; i++) { acc += i; if (i == 1000) acc = 0; }
    return acc;
}

static int goto_line(int v)
{
    int x = 0;
    x = v; goto skip; x = -1; skip: x++;
    if (x < 0) { goto neg; } return x; neg: return 0;
}

static int switch_line(int k)
{
    int r;
    switch (k) { case 1: r = 10; break; case 2: r = 20; break; default: r = 0; }
    return r;
}

int main(void)
{
    int a = 0, b = 0, c = 1, d = 0, i;

    a = 1; b = 2; if (c) d = 3;
    if (a > b) { a = 5; b = 6; } else { b = 7; } c = a + b + d;
    printf("a=%d b=%d c=%d d=%d\n", a, b, c, d);

    printf("mixed: %d %d %d\n", mixed(3, 9), mixed(4, 4), mixed(20, 1));
    printf("loop_line: %d %d\n", loop_line(0), loop_line(6));
    printf("goto_line: %d %d\n", goto_line(5), goto_line(-7));

    d = 0; for (i = 0; i < 4; i++) d += switch_line(i); printf("switch_line sum=%d\n", d);

    a = f(1); b = f(a); c = f(b) > 3 ? f(200) : f(0);
    printf("f: %d %d %d calls=%d\n", a, b, c, calls);

    { int t = a; a = b; b = t; } ; ; printf("swapped %d %d\n", a, b);
    if (a) if (b) c = 1; else c = 2; else c = 3;
    printf("dangling else c=%d\n", c);
    return 0;
}
