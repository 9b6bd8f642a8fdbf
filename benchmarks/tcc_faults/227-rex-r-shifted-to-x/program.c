#include <stdio.h>

/* clip rectangles against a screen and report the visible area */
struct rect { int x, y, w, h; };

static int clip_span(int pos, int len, int limit, int *start)
{
    int end = pos + len;
    if (pos < 0)
        pos = 0;
    if (end > limit)
        end = limit;
    *start = pos;
    return end > pos ? end - pos : 0;
}

static int visible_area(int x, int y, int w, int h, int screen_w, int screen_h,
                        struct rect *out)
{
    int vw = clip_span(x, w, screen_w, &out->x);
    int vh = clip_span(y, h, screen_h, &out->y);
    out->w = vw;
    out->h = vh;
    return vw * vh;
}

int main(void)
{
    static const struct rect windows[] = {
        { 10, 10, 100, 50 }, { -20, 5, 60, 40 }, { 600, 400, 100, 100 },
        { 700, 10, 50, 50 }, { -5, -5, 700, 500 },
    };
    struct rect v;
    int i, total = 0;

    for (i = 0; i < 5; i++) {
        int a = visible_area(windows[i].x, windows[i].y, windows[i].w, windows[i].h,
                             640, 480, &v);
        printf("window %d: visible %d x %d at (%d,%d), area %d\n",
               i, v.w, v.h, v.x, v.y, a);
        total += a;
    }
    printf("total visible area %d\n", total);
    return 0;
}
