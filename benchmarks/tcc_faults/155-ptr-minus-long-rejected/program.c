#include <stdio.h>
#include <string.h>

/* print the last path components of some file names */
static const char *basename_of(const char *path)
{
    size_t len = strlen(path);
    const char *end = path + len;
    const char *p = end;

    while (p > path && p[-1] != '/')
        p--;
    return p;
}

static void last_chars(const char *s, size_t n, char *out)
{
    size_t len = strlen(s);
    if (n > len)
        n = len;
    memcpy(out, s + len - n, n);
    out[n] = '\0';
}

static const char *extension(const char *name)
{
    size_t len = strlen(name);
    const char *end = name + len;
    size_t i;

    for (i = 1; i <= len; i++)
        if (*(end - i) == '.')
            return end - i + 1;
    return "";
}

int main(void)
{
    static const char *paths[] = {
        "/usr/include/stdio.h", "notes.txt", "/home/ada/src/engine.c",
        "/etc/hosts", "archive.tar.gz",
    };
    char tail[8];
    int i;

    for (i = 0; i < 5; i++) {
        const char *base = basename_of(paths[i]);
        last_chars(base, 4, tail);
        printf("%-24s base=%-10s ext=%-4s tail=%s\n", paths[i], base, extension(base), tail);
    }
    return 0;
}
