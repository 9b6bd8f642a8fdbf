#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct buffer {
    char *data;
    size_t len;
};

/* parse "key=value", copying the key; -1 on a malformed line */
static int parse_line(const char *line, char *key, size_t keysz, long *value)
{
    const char *eq = strchr(line, '=');
    char *end;
    size_t n;

    if (!eq)
        goto fail;
    n = (size_t)(eq - line);
    if (n == 0 || n >= keysz)
        goto fail;
    memcpy(key, line, n);
    key[n] = '\0';
    *value = strtol(eq + 1, &end, 10);
    if (*end != '\0')
        goto fail;
    return 0;
fail:
    key[0] = '\0';
    return -1;
}

/* join the lines into one malloc'ed buffer */
static int join(const char **lines, int n, struct buffer *out)
{
    size_t total = 1;
    int i;

    for (i = 0; i < n; i++)
        total += strlen(lines[i]) + 1;
    out->data = malloc(total);
    if (!out->data)
        goto fail;
    out->len = 0;
    for (i = 0; i < n; i++) {
        size_t l = strlen(lines[i]);
        memcpy(out->data + out->len, lines[i], l);
        out->len += l;
        out->data[out->len++] = ';';
    }
    out->data[out->len] = '\0';
    return 0;
fail:
    out->len = 0;
    return -1;
}

int main(void)
{
    const char *lines[] = { "width=80", "height=x", "=3", "depth=-12" };
    struct buffer all;
    char key[16];
    long value;
    int i;

    for (i = 0; i < 4; i++) {
        if (parse_line(lines[i], key, sizeof key, &value) == 0)
            printf("%s -> %ld\n", key, value);
        else
            printf("bad line: %s\n", lines[i]);
    }
    if (join(lines, 4, &all) == 0) {
        printf("%s (%zu bytes)\n", all.data, all.len);
        free(all.data);
    }
    return 0;
}
