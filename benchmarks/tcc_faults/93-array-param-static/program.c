#include <stdio.h>

typedef long vec3[3];

static long dot(const long a[static 3], const long b[static 3])
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

static void cross(long out[static 3], const long a[static 3], const long b[static 3])
{
    out[0] = a[1] * b[2] - a[2] * b[1];
    out[1] = a[2] * b[0] - a[0] * b[2];
    out[2] = a[0] * b[1] - a[1] * b[0];
}

static long volume(const vec3 a, const vec3 b, const vec3 c)
{
    vec3 t;
    cross(t, b, c);
    return dot(a, t);
}

int main(void)
{
    static const vec3 points[] = {
        { 1, 0, 0 }, { 0, 2, 0 }, { 0, 0, 3 }, { 4, -1, 2 }, { -3, 5, 1 },
    };
    int n = (int)(sizeof points / sizeof points[0]);
    int i, j, k;
    long best = 0;

    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++) {
            vec3 c;
            cross(c, points[i], points[j]);
            printf("%d x %d = (%ld, %ld, %ld), dot %ld\n", i, j, c[0], c[1], c[2],
                   dot(points[i], points[j]));
            for (k = j + 1; k < n; k++) {
                long v = volume(points[i], points[j], points[k]);
                if (v < 0)
                    v = -v;
                if (v > best)
                    best = v;
            }
        }
    printf("largest parallelepiped volume: %ld\n", best);
    return 0;
}
