#include <stdio.h>

/* Game of life on boards whose size is only known at run time */
static int neighbours(const unsigned char *b, int h, int w, int y, int x)
{
    int dy, dx, n = 0;
    for (dy = -1; dy <= 1; dy++)
        for (dx = -1; dx <= 1; dx++) {
            int yy = (y + dy + h) % h, xx = (x + dx + w) % w;
            if ((dy || dx) && b[yy * w + xx])
                n++;
        }
    return n;
}

static int run(int h, int w, int steps)
{
    unsigned char board[h][w], next[h][w];
    int y, x, s, alive = 0;

    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            board[y][x] = (y * 7 + x * 13 + y * x) % 5 == 0;
    for (s = 0; s < steps; s++) {
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++) {
                int n = neighbours(&board[0][0], h, w, y, x);
                next[y][x] = n == 3 || (n == 2 && board[y][x]);
            }
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++)
                board[y][x] = next[y][x];
    }
    for (y = 0; y < h; y++) {
        for (x = 0; x < w; x++) {
            putchar(board[y][x] ? '#' : '.');
            alive += board[y][x];
        }
        putchar('\n');
    }
    printf("%dx%d board (%d bytes, %d per row): %d alive after %d steps\n",
           h, w, (int)sizeof board, (int)sizeof board[0], alive, steps);
    return alive;
}

int main(void)
{
    int total = 0;
    total += run(6, 10, 4);
    total += run(9, 7, 5);
    printf("total %d\n", total);
    return 0;
}
