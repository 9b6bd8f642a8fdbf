#include <stdio.h>
#include <string.h>

#define TRACE 0

/* find the first word longer than `min` letters in a sentence */
static int first_long_word(const char *s, int min, char *out)
{
    int pos = 0, len;
    while (s[pos]) {
        len = 0;
        while (s[pos + len] && s[pos + len] != ' ')
            len++;
        if (len > min) {
            memcpy(out, s + pos, len);
            out[len] = '\0';
            return pos;
        }
        if (TRACE) {
            printf("skip %d\n", len);
            return -2;
        }
        pos += len;
        while (s[pos] == ' ')
            pos++;
    }
    return -1;
}

int main(void)
{
    static const char *lines[] = {
        "the quick brown fox jumps over the lazy dog",
        "a bb ccc dddd eeeee",
        "tiny",
    };
    char word[64];
    int i, min;
    for (i = 0; i < 3; i++)
        for (min = 3; min <= 5; min += 2) {
            int at = first_long_word(lines[i], min, word);
            printf("%d/%d: %d %s\n", i, min, at, at >= 0 ? word : "-");
        }
    return 0;
}
