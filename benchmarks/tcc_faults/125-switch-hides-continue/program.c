#include <stdio.h>
#include <ctype.h>

/* Count words, numbers and punctuation in a line, skipping comments in '#'. */
struct stats { int words, numbers, puncts, comments; };

static void scan(const char *s, struct stats *st)
{
    int i;
    for (i = 0; s[i] != '\0'; i++) {
        switch (s[i]) {
        case ' ':
        case '\t':
            continue;
        case '#':
            st->comments++;
            while (s[i + 1] != '\0' && s[i + 1] != '\n')
                i++;
            continue;
        case ',': case '.': case ';': case '!': case '?':
            st->puncts++;
            break;
        default:
            if (isdigit((unsigned char)s[i])) {
                st->numbers++;
                while (isdigit((unsigned char)s[i + 1]))
                    i++;
            } else if (isalpha((unsigned char)s[i])) {
                st->words++;
                while (isalpha((unsigned char)s[i + 1]))
                    i++;
            }
            break;
        }
    }
}

int main(void)
{
    const char *lines[] = {
        "Hello, world! 42 apples; 7 pears.",
        "  tabs\tand spaces   # a trailing comment",
        "no punctuation here 1 2 3",
        "# only a comment, nothing else",
    };
    struct stats st = { 0, 0, 0, 0 };
    unsigned i;

    for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        scan(lines[i], &st);
        printf("after line %u: %d words, %d numbers, %d punct, %d comments\n",
               i + 1, st.words, st.numbers, st.puncts, st.comments);
    }
    return 0;
}
