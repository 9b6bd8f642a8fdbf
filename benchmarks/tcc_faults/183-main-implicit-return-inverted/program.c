#include <stdio.h>
#include <string.h>

/* count letters, digits and words in a few lines of text */
struct tally {
    int letters;
    int digits;
    int words;
};

static void count_line(const char *s, struct tally *t)
{
    int in_word = 0;

    for (; *s; s++) {
        if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z'))
            t->letters++;
        else if (*s >= '0' && *s <= '9')
            t->digits++;
        if (*s != ' ' && !in_word) {
            t->words++;
            in_word = 1;
        } else if (*s == ' ') {
            in_word = 0;
        }
    }
}

int main(void)
{
    static const char *lines[] = {
        "the quick brown fox",
        "jumps over 13 lazy dogs",
        "  and 2 cats  ",
        "",
    };
    struct tally t;
    size_t i;

    memset(&t, 0, sizeof t);
    for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        count_line(lines[i], &t);
        printf("after line %u: %d letters, %d digits, %d words\n",
               (unsigned)i + 1, t.letters, t.digits, t.words);
    }
    printf("average word length %.2f\n", (double)t.letters / t.words);
}
