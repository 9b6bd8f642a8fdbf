#include <stdio.h>
#include <string.h>

/* print the help screen of a small command-line tool, wrapped to a width */
static const char *help[] = {
    "tally - count things in text",
    "Reads lines of text and reports how often each word occurs, ignoring case and punctuation; words shorter than the minimum length given with -m are skipped, and the -n option limits the report to the most frequent entries.",
    "Options: -m LEN, -n COUNT, -h",
};

static int wrap(const char *s, int width)
{
    int lines = 0;
    while (*s) {
        int n = (int)strlen(s), cut;
        if (n > width) {
            cut = width;
            while (cut > 0 && s[cut] != ' ')
                cut--;
            if (cut == 0)
                cut = width;
        } else {
            cut = n;
        }
        printf("  %.*s\n", cut, s);
        lines++;
        s += cut;
        while (*s == ' ')
            s++;
    }
    return lines;
}

int main(void)
{
    unsigned i;
    int total = 0;
    for (i = 0; i < sizeof help / sizeof help[0]; i++)
        total += wrap(help[i], 48);
    printf("%u paragraphs, %d lines\n", (unsigned)(sizeof help / sizeof help[0]), total);
    return 0;
}
