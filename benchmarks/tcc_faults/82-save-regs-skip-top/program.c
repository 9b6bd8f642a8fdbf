#include <stdio.h>
#include <string.h>

static int calls;

static int is_vowel(char c)
{
    calls++;
    return strchr("aeiou", c) != NULL;
}

static int weight(const char *w)
{
    int j, len = (int)strlen(w), score = 0;

    for (j = 0; j < len; j++)
        score = score * 2 + (j > 1 && is_vowel(w[j]));
    return score;
}

int main(void)
{
    static const char *words[] = { "banana", "kiwi", "apple", "plum", "orange", "fig" };
    int i, best = 0, total = 0;

    for (i = 0; i < 6; i++) {
        int s = weight(words[i]);
        printf("%-7s len %d weight %3d\n", words[i], (int)strlen(words[i]), s);
        total += s;
        if (s > weight(words[best]))
            best = i;
    }
    printf("total %d, heaviest %s, %d calls\n", total, words[best], calls);
    return 0;
}
