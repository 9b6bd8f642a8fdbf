#include <stdio.h>
#include <string.h>

/* codecs register themselves before main runs, the way plugins often do */
struct codec {
    const char *name;
    int (*encode)(int);
};

static struct codec registry[8];
static int ncodecs;

static void register_codec(const char *name, int (*encode)(int))
{
    if (ncodecs < 8) {
        registry[ncodecs].name = name;
        registry[ncodecs].encode = encode;
        ncodecs++;
    }
}

static int rot13(int c)
{
    if (c >= 'a' && c <= 'z')
        return 'a' + (c - 'a' + 13) % 26;
    if (c >= 'A' && c <= 'Z')
        return 'A' + (c - 'A' + 13) % 26;
    return c;
}

static int upper(int c)
{
    return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c;
}

__attribute((constructor)) static void init_codecs(void)
{
    register_codec("rot13", rot13);
    register_codec("upper", upper);
}

int main(void)
{
    const char *text = "Hello, seeded world";
    char buf[64];
    int i, k;

    printf("%d codecs\n", ncodecs);
    for (k = 0; k < ncodecs; k++) {
        for (i = 0; text[i] && i < 63; i++)
            buf[i] = (char)registry[k].encode((unsigned char)text[i]);
        buf[i] = '\0';
        printf("%s: %s\n", registry[k].name, buf);
    }
    return 0;
}
