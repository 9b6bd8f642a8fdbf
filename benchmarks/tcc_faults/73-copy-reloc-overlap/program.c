#include <stdio.h>
#include <stdlib.h>

/* parse "key=value" settings; report problems on stderr, results on stdout */
struct setting {
    char key[16];
    long value;
};

static int parse(const char *line, struct setting *out)
{
    char *end;
    int i = 0;
    while (line[i] && line[i] != '=' && i < 15) {
        out->key[i] = line[i];
        i++;
    }
    out->key[i] = '\0';
    if (line[i] != '=') {
        fprintf(stderr, "warning: no '=' in \"%s\"\n", line);
        return 0;
    }
    out->value = strtol(line + i + 1, &end, 10);
    if (*end != '\0') {
        fprintf(stderr, "warning: bad number in \"%s\"\n", line);
        return 0;
    }
    return 1;
}

int main(void)
{
    static const char *lines[] = { "width=640", "height=480", "depth", "fps=6O", "scale=2" };
    struct setting s;
    long pixels = 1;
    int i, good = 0;

    for (i = 0; i < 5; i++) {
        if (!parse(lines[i], &s))
            continue;
        good++;
        fprintf(stdout, "%-8s %ld\n", s.key, s.value);
        if (s.key[0] != 's')
            pixels *= s.value;
    }
    fflush(stdout);
    fprintf(stderr, "%d of 5 lines used\n", good);
    printf("pixels: %ld\n", pixels);
    return 0;
}
