#include <stdio.h>
#include <math.h>

/* walk a closed polygon: perimeter, centroid of its vertices, and area */
struct vec2 {
    double x, y;
};

static struct vec2 vsub(struct vec2 a, struct vec2 b)
{
    struct vec2 r;
    r.x = a.x - b.x;
    r.y = a.y - b.y;
    return r;
}

static struct vec2 vscale(struct vec2 a, double k)
{
    struct vec2 r;
    r.x = a.x * k;
    r.y = a.y * k;
    return r;
}

static double vlen(struct vec2 a)
{
    return sqrt(a.x * a.x + a.y * a.y);
}

int main(void)
{
    struct vec2 poly[] = { {0.0, 0.0}, {4.0, 0.0}, {4.0, 3.0}, {1.0, 5.0} };
    int n = 4, i;
    double perimeter = 0.0, area = 0.0;
    struct vec2 sum = {0.0, 0.0}, centre;

    for (i = 0; i < n; i++) {
        struct vec2 a = poly[i], b = poly[(i + 1) % n];
        struct vec2 edge = vsub(b, a);
        perimeter += vlen(edge);
        area += a.x * b.y - b.x * a.y;
        sum.x += a.x;
        sum.y += a.y;
        printf("edge %d: (%.2f, %.2f) length %.3f\n", i, edge.x, edge.y, vlen(edge));
    }
    centre = vscale(sum, 1.0 / n);
    printf("perimeter %.3f area %.2f centre (%.2f, %.2f)\n", perimeter, area / 2.0,
           centre.x, centre.y);
    return 0;
}
