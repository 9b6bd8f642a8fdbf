#include <stdio.h>
#include <string.h>

/* install locations for two platforms, written once as bare tokens */
#define PATH(p) #p

struct target {
    const char *os;
    const char *dir;
    char sep;
};

static const struct target targets[] = {
    { "windows", PATH(C:\\Program Files\\Widget), '\\' },
    { "linux", PATH(/opt/widget), '/' },
    { "macos", PATH(/Applications/Widget.app), '/' },
};

static void join(char *out, size_t cap, const struct target *t, const char *file)
{
    size_t n = strlen(t->dir);
    if (n + 1 + strlen(file) + 1 > cap) {
        out[0] = '\0';
        return;
    }
    memcpy(out, t->dir, n);
    out[n] = t->sep;
    strcpy(out + n + 1, file);
}

int main(void)
{
    static const char *files[] = { "widget.cfg", "plugins" };
    char buf[64];
    size_t i, j;

    for (i = 0; i < sizeof targets / sizeof targets[0]; i++) {
        for (j = 0; j < 2; j++) {
            join(buf, sizeof buf, &targets[i], files[j]);
            printf("%-8s %-40s (%d chars)\n", targets[i].os, buf, (int)strlen(buf));
        }
    }
    return 0;
}
