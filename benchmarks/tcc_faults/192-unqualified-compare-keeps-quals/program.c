#include <stdio.h>

struct vec3 {
    double x, y, z;
};

struct particle {
    struct vec3 pos;
    struct vec3 vel;
    int id;
};

static const struct particle initial[] = {
    { { 0.0, 0.0, 0.0 }, { 1.0, 0.5, 0.0 }, 1 },
    { { 2.0, 1.0, 0.0 }, { -0.5, 0.0, 0.25 }, 2 },
    { { -1.0, 3.0, 2.0 }, { 0.0, -1.0, 0.5 }, 3 },
};

static struct vec3 add_scaled(struct vec3 a, struct vec3 b, double k)
{
    struct vec3 r;
    r.x = a.x + k * b.x;
    r.y = a.y + k * b.y;
    r.z = a.z + k * b.z;
    return r;
}

static struct particle step(const struct particle *p, double dt)
{
    struct particle next = *p;
    next.pos = add_scaled(p->pos, p->vel, dt);
    return next;
}

int main(void)
{
    struct particle cur[3];
    int i, t;

    for (i = 0; i < 3; i++)
        cur[i] = initial[i];
    for (t = 0; t < 4; t++)
        for (i = 0; i < 3; i++)
            cur[i] = step(&cur[i], 0.5);
    for (i = 0; i < 3; i++)
        printf("particle %d at (%.3f, %.3f, %.3f)\n", cur[i].id,
               cur[i].pos.x, cur[i].pos.y, cur[i].pos.z);
    return 0;
}
