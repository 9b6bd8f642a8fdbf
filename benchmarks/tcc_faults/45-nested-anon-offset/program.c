#include <stdio.h>
#include <stddef.h>

enum kind { CIRCLE, RECT, TRIANGLE };

struct shape {
    enum kind kind;
    const char *name;
    union {
        double radius;
        struct {
            double width;
            double height;
        };
        struct {
            int base;
            struct {
                int flags;
                int apex;
            };
        };
    };
};

static double area(const struct shape *s)
{
    switch (s->kind) {
    case CIRCLE:
        return 3.0 * s->radius * s->radius;
    case RECT:
        return s->width * s->height;
    default:
        return s->base * s->apex / 2.0;
    }
}

int main(void)
{
    struct shape shapes[3];
    int i;

    shapes[0].kind = CIRCLE;
    shapes[0].name = "circle";
    shapes[0].radius = 2.0;
    shapes[1].kind = RECT;
    shapes[1].name = "rect";
    shapes[1].width = 3.0;
    shapes[1].height = 4.5;
    shapes[2].kind = TRIANGLE;
    shapes[2].name = "triangle";
    shapes[2].base = 6;
    shapes[2].flags = 1;
    shapes[2].apex = 5;
    for (i = 0; i < 3; i++)
        printf("%-8s area %.2f\n", shapes[i].name, area(&shapes[i]));
    printf("triangle flags %d, apex %d\n", shapes[2].flags, shapes[2].apex);
    printf("apex at offset %d of %d\n", (int)offsetof(struct shape, apex), (int)sizeof(struct shape));
    return 0;
}
