/* declared here rather than through <stdio.h>, which hides __attribute__ from tcc */
int printf(const char *fmt, ...);

static int open_handles;

struct handle {
    int id;
    int bytes;
};

static void close_handle(struct handle *h)
{
    open_handles--;
    printf("close %d after %d bytes\n", h->id, h->bytes);
}

static int copy_block(int id, int size)
{
    int copied = 0;

    {
        struct handle h __attribute__((cleanup(close_handle))) = { id, 0 };
        open_handles++;
        if (size <= 0)
            goto out;
        while (h.bytes < size)
            h.bytes += 512;
        copied = h.bytes;
    }
    printf("copied %d\n", copied);
out:
    return copied;
}

int main(void)
{
    int total = 0;

    total += copy_block(1, 1000);
    total += copy_block(2, 0);
    total += copy_block(3, 300);
    printf("total %d, handles still open %d\n", total, open_handles);
    return 0;
}
