#include <stdio.h>

struct vec2 {
    double x, y;
};

static struct vec2 vec2(double x, double y)
{
    struct vec2 v;
    v.x = x;
    v.y = y;
    return v;
}

static struct vec2 add(struct vec2 a, struct vec2 b)
{
    return vec2(a.x + b.x, a.y + b.y);
}

static struct vec2 scale(struct vec2 a, double k)
{
    return vec2(a.x * k, a.y * k);
}

static double dot(struct vec2 a, struct vec2 b)
{
    return a.x * b.x + a.y * b.y;
}

int main(void)
{
    struct vec2 pos = vec2(0.0, 0.0);
    struct vec2 vel = vec2(3.0, 4.0);
    struct vec2 gravity = vec2(0.0, -9.8);
    double dt = 0.1;
    int step;

    for (step = 0; step < 5; step++) {
        vel = add(vel, scale(gravity, dt));
        pos = add(pos, scale(vel, dt));
        printf("step %d: pos (%.3f, %.3f) energy %.3f\n", step, pos.x, pos.y,
               0.5 * dot(vel, vel) - dot(gravity, pos));
    }
    return 0;
}
