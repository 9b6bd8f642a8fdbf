#include <stdio.h>
#include <string.h>

/* an RC4-style key schedule, used as a cheap checksum of a line */
static unsigned checksum(const char *key)
{
    unsigned char s[256];
    unsigned i, j = 0, len = strlen(key), sum = 0;

    for (i = 0; i < 256; i++)
        s[i] = (unsigned char)i;
    for (i = 0; i < 256; i++) {
        unsigned char t = s[i];
        j = (j + t + (unsigned char)key[i % len]) & 255;
        s[i] = s[j];
        s[j] = t;
    }
    for (i = 0; i < 16; i++)
        sum = sum * 31 + s[i];
    return sum;
}

struct summary { int letters, vowels, spaces; char most; };

static struct summary analyse(const char *text)
{
    int counts[26] = { 0 };
    struct summary r = { 0 };
    int i, best = 0;

    for (; *text; text++) {
        if (*text >= 'a' && *text <= 'z') {
            counts[*text - 'a']++;
            r.letters++;
            r.vowels += strchr("aeiou", *text) != NULL;
        } else if (*text == ' ')
            r.spaces++;
    }
    for (i = 1; i < 26; i++)
        best = counts[i] > counts[best] ? i : best;
    r.most = (char)('a' + best);
    return r;
}

int main(void)
{
    static const char *lines[] = {
        "it was the best of times", "it was the worst of times",
        "call me ishmael", "all happy families are alike",
    };
    int i;

    for (i = 0; i < 4; i++) {
        unsigned sum = checksum(lines[i]);
        struct summary s = analyse(lines[i]);
        printf("%08x %2d letters %2d vowels %d spaces, mostly '%c'\n", sum, s.letters,
               s.vowels, s.spaces, s.most);
    }
    return 0;
}
