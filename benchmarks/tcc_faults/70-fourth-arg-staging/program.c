#include <stdio.h>

/* draw a few boxes into a character canvas */
#define W 24
#define H 8

static char canvas[H][W + 1];

static void clear(char fill)
{
    int y, x;
    for (y = 0; y < H; y++) {
        for (x = 0; x < W; x++)
            canvas[y][x] = fill;
        canvas[y][W] = '\0';
    }
}

static int box(int x0, int y0, int width, int height, char border)
{
    int x, y, drawn = 0;
    for (y = y0; y < y0 + height && y < H; y++)
        for (x = x0; x < x0 + width && x < W; x++)
            if (y == y0 || y == y0 + height - 1 || x == x0 || x == x0 + width - 1) {
                canvas[y][x] = border;
                drawn++;
            }
    return drawn;
}

int main(void)
{
    int y, cells = 0;

    clear('.');
    cells += box(1, 1, 8, 5, '#');
    cells += box(11, 0, 12, 8, '*');
    cells += box(14, 2, 5, 3, 'o');
    for (y = 0; y < H; y++)
        printf("%s\n", canvas[y]);
    printf("%d border cells, %d%% of the canvas\n", cells, cells * 100 / (W * H));
    return 0;
}
