#include <stdio.h>

/* Small 3-D geometry helpers on array typedefs, as in a toy ray tracer. */
typedef double vec3[3];
typedef double mat3[3][3];

static const vec3 axes[3] = {
    { 1.0, 0.0, 0.0 },
    { 0.0, 1.0, 0.0 },
    { 0.0, 0.0, 1.0 },
};

static double dot(const vec3 a, const vec3 b)
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

static void mat_vec(const mat3 m, const vec3 v, vec3 out)
{
    int i;
    for (i = 0; i < 3; i++)
        out[i] = dot(m[i], v);
}

int main(void)
{
    mat3 rot = {
        { 0.0, -1.0, 0.0 },
        { 1.0,  0.0, 0.0 },
        { 0.0,  0.0, 1.0 },
    };
    vec3 p = { 2.0, 3.0, 5.0 };
    vec3 q;
    int i;

    mat_vec(rot, p, q);
    printf("rotated: %.1f %.1f %.1f\n", q[0], q[1], q[2]);
    for (i = 0; i < 3; i++)
        printf("axis %d: p.a=%.1f q.a=%.1f\n", i, dot(p, axes[i]), dot(q, axes[i]));
    return 0;
}
