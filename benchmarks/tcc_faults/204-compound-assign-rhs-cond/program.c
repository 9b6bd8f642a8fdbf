#include <stdio.h>
#include <string.h>

/* lay out words on lines of at most WIDTH columns */
#define WIDTH 24

static const char *words[] = {
    "the", "quick", "brown", "fox", "jumps", "over", "the", "lazy",
    "dog", "and", "keeps", "running", "far", "away"
};

int main(void)
{
    int n = sizeof words / sizeof words[0];
    int i, col = 0, lines = 1, len, chars = 0, longest = 0;
    unsigned hash = 5381;

    for (i = 0; i < n; i++) {
        chars += len = (int)strlen(words[i]);
        if (len > longest)
            longest = len;
        if (col > 0 && col + 1 + len > WIDTH) {
            printf("\n");
            lines++;
            col = 0;
        }
        if (col > 0) {
            printf(" ");
            col++;
        }
        printf("%s", words[i]);
        col += len;
        hash = hash * 33 + (unsigned)len;
    }
    printf("\nlines %d, chars %d, longest %d, hash %u\n", lines, chars, longest, hash);
    return 0;
}
