/* scoped buffers released automatically with the cleanup attribute */
int printf(const char *fmt, ...);
void *malloc(unsigned long size);
void free(void *p);
int sprintf(char *buf, const char *fmt, ...);

static int live_buffers, peak_buffers;

static char *buffer_new(unsigned long size)
{
    char *p = malloc(size);
    if (p && ++live_buffers > peak_buffers)
        peak_buffers = live_buffers;
    return p;
}

static void buffer_release(char **p)
{
    if (*p) {
        free(*p);
        live_buffers--;
    }
}

#define SCOPED_BUFFER __attribute__((cleanup(buffer_release))) char *

static int render_row(int row)
{
    SCOPED_BUFFER line = buffer_new(64);
    int len, col;

    if (!line)
        return 0;
    len = sprintf(line, "row %d:", row);
    for (col = 0; col < row; col++)
        len += sprintf(line + len, " %d", row * col);
    printf("%s\n", line);
    return len;
}

int main(void)
{
    int row, total = 0;

    for (row = 1; row <= 5; row++) {
        SCOPED_BUFFER note = buffer_new(32);
        if (!note)
            break;
        sprintf(note, "#%d", row);
        total += render_row(row);
        printf("  %s done, %d live\n", note, live_buffers);
    }
    printf("total %d chars, %d live, peak %d\n", total, live_buffers, peak_buffers);
    return 0;
}
