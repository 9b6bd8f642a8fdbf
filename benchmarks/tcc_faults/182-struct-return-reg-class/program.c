#include <stdio.h>

/* tiny 2-D geometry helpers */
struct vec2 {
    double x, y;
};

static struct vec2 vec2_make(double x, double y)
{
    struct vec2 v;
    v.x = x;
    v.y = y;
    return v;
}

static struct vec2 vec2_add(struct vec2 a, struct vec2 b)
{
    return vec2_make(a.x + b.x, a.y + b.y);
}

static struct vec2 vec2_scale(struct vec2 a, double k)
{
    struct vec2 r;
    r.x = a.x * k;
    r.y = a.y * k;
    return r;
}

static double vec2_dot(struct vec2 a, struct vec2 b)
{
    return a.x * b.x + a.y * b.y;
}

int main(void)
{
    static const double pts[][2] = {
        { 1.0, 2.0 }, { -3.5, 0.25 }, { 4.0, -1.5 }, { 0.5, 8.0 }
    };
    struct vec2 sum = vec2_make(0.0, 0.0);
    int i;

    for (i = 0; i < 4; i++) {
        struct vec2 p = vec2_make(pts[i][0], pts[i][1]);
        struct vec2 q = vec2_scale(p, 2.0);
        printf("point %d: (%.2f, %.2f) doubled (%.2f, %.2f)\n", i, p.x, p.y, q.x, q.y);
        sum = vec2_add(sum, p);
    }
    printf("centroid (%.3f, %.3f)\n", sum.x / 4, sum.y / 4);
    printf("dot %.3f\n", vec2_dot(sum, vec2_make(1.0, -1.0)));
    return 0;
}
