#include <stdio.h>

struct vec {
    int x, y;
};

static inline struct vec vec_add(struct vec a, struct vec b)
{
    struct vec r = { a.x + b.x, a.y + b.y };
    return r;
}

static inline int vec_dot(struct vec a, struct vec b)
{
    return a.x * b.x + a.y * b.y;
}

static inline int sq(int v)
{
    return v * v;
}

int main(void)
{
    struct vec path[] = { { 1, 2 }, { 3, -1 }, { -2, 4 }, { 0, 5 } };
    struct vec pos = { 0, 0 };
    int i, dist2 = 0;

    for (i = 0; i < 4; i++) {
        pos = vec_add(pos, path[i]);
        printf("step %d: (%d, %d)\n", i, pos.x, pos.y);
    }
    for (i = 1; i < 4; i++)
        dist2 += vec_dot(path[i - 1], path[i]);
    printf("dot sum %d, |pos|^2 %d\n", dist2, sq(pos.x) + sq(pos.y));
    return 0;
}
