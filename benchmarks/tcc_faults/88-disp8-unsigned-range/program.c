#include <stdio.h>

/* homogeneous 2-D transforms with 4x4 matrices (z is ignored) */
struct mat4 {
    double m[4][4];
};

struct vec {
    double x, y, w;
};

static struct mat4 identity(void)
{
    struct mat4 r;
    int i, j;
    for (i = 0; i < 4; i++)
        for (j = 0; j < 4; j++)
            r.m[i][j] = i == j;
    return r;
}

static struct vec apply(struct mat4 a, struct vec v)
{
    struct vec r;
    r.x = a.m[0][0] * v.x + a.m[0][1] * v.y + a.m[0][3] * v.w;
    r.y = a.m[1][0] * v.x + a.m[1][1] * v.y + a.m[1][3] * v.w;
    r.w = a.m[3][0] * v.x + a.m[3][1] * v.y + a.m[3][3] * v.w;
    return r;
}

static double trace(struct mat4 a)
{
    return a.m[0][0] + a.m[1][1] + a.m[2][2] + a.m[3][3];
}

int main(void)
{
    struct mat4 t = identity();
    struct vec pts[3] = { { 1, 2, 1 }, { -3, 0.5, 1 }, { 4, 4, 2 } };
    int i;

    t.m[0][0] = 2;          /* scale x */
    t.m[1][1] = 3;          /* scale y */
    t.m[0][3] = 10;         /* translate */
    t.m[1][3] = -1;
    t.m[3][3] = 0.5;        /* perspective-ish divide */
    for (i = 0; i < 3; i++) {
        struct vec p = apply(t, pts[i]);
        printf("(%g, %g) -> (%g, %g)\n", pts[i].x / pts[i].w, pts[i].y / pts[i].w,
               p.x / p.w, p.y / p.w);
    }
    printf("trace %g\n", trace(t));
    return 0;
}
