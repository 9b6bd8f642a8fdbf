#include <stdio.h>

/* Print the build configuration of a small terminal program. */

#define VERSION_MAJOR 2     /* bumped on incompatible changes */
#define VERSION_MINOR 7     /* bumped on new features */
#define VERSION_PATCH 1

#define COLS 80             /* terminal width */
#define ROWS 24             /* terminal height */
#define TAB_WIDTH 8
#define CELLS (COLS * ROWS)
#define TABS_PER_LINE (COLS / TAB_WIDTH)

#define STR(x) #x
#define XSTR(x) STR(x)
#define VERSION XSTR(VERSION_MAJOR.VERSION_MINOR.VERSION_PATCH)

#define SHOW(name) printf("%-14s %-18s = %d\n", #name, XSTR(name), (int)(name))

static int fill(char *screen, int n, char c)
{
    int i;
    for (i = 0; i < n; i++)
        screen[i] = c;
    return i;
}

int main(void)
{
    static char screen[CELLS];
    int written;

    printf("term version %s\n", VERSION);
    SHOW(COLS);
    SHOW(ROWS);
    SHOW(CELLS);
    SHOW(TABS_PER_LINE);
    written = fill(screen, CELLS, ' ');
    printf("cleared %d cells, last is '%c'\n", written, screen[CELLS - 1]);
    return 0;
}
