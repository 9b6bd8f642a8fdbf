/* Statements ended or built by macros: a ';' that is a macro of its own, expansions
   holding parts of two statements (token pasting, a leading ';'), in every position a
   statement can take. Reads a list of numbers; most paths stay unexecuted on its input. */
#include <stdio.h>

#define SEMI ;
#define END_TWICE ; hits++
#define ADD3(a, b, c) ((a) + (b) + (c))
#define PASTE_THEN(A, B) A ## B ; bump
#define SET_THEN(A, B, V) A ## B = (V) ; bump

static int hits, total, bumps;

static int bump(void)
{
    return ++bumps;
}

static int pasted_return(int vq)
{
    return PASTE_THEN(v, q)(); /* returns vq: bump() after the return never runs */
}

static int rare(int v)
{
    int vw = v SEMI
    while (vw > 1000)
        vw /= 10 SEMI
    if (vw == 1)
        SET_THEN(v, w, 5)();
    return vw + v SEMI
}

static int classify(int v)
{
    int vx = v, vy = 0;
    if (ADD3(1, 2, v) != v + 3) return -1 SEMI
    if (v > 1000) return rare(v) SEMI
    else if (v < -1000) return -rare(-v) SEMI
    if (v == 7) {
        vy = 70 SEMI
        vx = vy END_TWICE;
    }
    switch (v) {
    case 0:
        vx = 0 SEMI
        break;
    case 99:
        SET_THEN(v, y, 990)();
        break;
    default:
        break;
    }
    if (v == 42) vy = PASTE_THEN(v, x)();
    return vx + vy;
}

int main(void)
{
    int v, n = 0, vx = 0, vz = 0;
    while (scanf("%d", &v) == 1) {
        total += classify(v) SEMI
        total += pasted_return(v);
        n++ SEMI
        if (v < 0) PASTE_THEN(v, x)();
        for (int i = 0; i < v && i < 3; i++) SET_THEN(v, z, i)();
        do vx = v SEMI while (0);
    }
    if (n == 0) {
        printf("nothing read\n") SEMI
        return 0 SEMI
    }
    printf("%d numbers, total %d, hits %d, bumps %d, last %d %d\n", n, total, hits, bumps,
           vx, vz);
    return 0;
}
