#include <stdio.h>
#include <string.h>

struct stats {
    int words, lines, longest;
    unsigned hash;
};

/* count words and lines and hash the words, one character at a time */
static void scan(const char *text, struct stats *st)
{
    int len = 0, i;

    memset(st, 0, sizeof *st);
    st->hash = 2166136261u;
    for (i = 0; text[i] != '\0'; i++) {
        char c = text[i];
        if (c == '\n')
            st->lines++;
        if (c == ' ' || c == '\n' || c == '\t') {
            if (len > 0) {
                st->words++;
                if (len > st->longest)
                    st->longest = len;
                st->hash = (st->hash ^ (unsigned)len) * 16777619u;
            }
            len = 0;
        } else {
            len++;
            st->hash = (st->hash ^ (unsigned char)c) * 16777619u;
        }
    }
    if (len > 0) {
        st->words++;
        if (len > st->longest)
            st->longest = len;
    }
}

int main(void)
{
    static const char *texts[] = {
        "the quick brown fox\njumps over\nthe lazy dog\n",
        "one\n",
        "  spaced   out\ttext  ",
    };
    struct stats st;
    unsigned k;

    for (k = 0; k < sizeof texts / sizeof texts[0]; k++) {
        scan(texts[k], &st);
        printf("text %u: %d words, %d lines, longest %d, hash %08x\n",
               k, st.words, st.lines, st.longest, st.hash);
    }
    return 0;
}
