#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* rewrite the words of a sentence in different styles */
static void convert(char *dst, const char *src, int (*conv)(int))
{
    while (*src)
        *dst++ = (char)conv((unsigned char)*src++);
    *dst = '\0';
}

static void title_case(char *dst, const char *src)
{
    int start = 1;
    for (; *src; src++, dst++) {
        *dst = (char)(start ? toupper((unsigned char)*src) : tolower((unsigned char)*src));
        start = *src == ' ';
    }
    *dst = '\0';
}

int main(void)
{
    static const char *sentences[] = {
        "the quick brown fox", "Jumps Over THE lazy dog", "hello, world"
    };
    char buf[64];
    int i;

    for (i = 0; i < 3; i++) {
        int (*style)(int) = i % 2 ? tolower : toupper;
        convert(buf, sentences[i], style);
        printf("%-24s -> %s\n", sentences[i], buf);
        title_case(buf, sentences[i]);
        printf("%-24s -> %s (%zu chars)\n", "", buf, strlen(buf));
    }
    return 0;
}
