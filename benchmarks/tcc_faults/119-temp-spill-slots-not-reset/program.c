#include <stdio.h>

/* score a few words: letters are worth their position, vowels double */
static int is_vowel(int c)
{
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
}

static int letter_value(int c)
{
    return (c - 'a' + 1) * (1 + is_vowel(c));
}

static int word_score(const char *w)
{
    int score = 0;
    while (*w) {
        score = score + letter_value(*w);
        w++;
    }
    return score;
}

int main(void)
{
    static const char *words[] = { "apple", "tree", "quiz", "banana", "sky" };
    int best = 0, best_index = -1, total = 0;
    int i;

    for (i = 0; i < 5; i++) {
        int len = 0, s;
        while (words[i][len])
            len++;
        s = len * 10 + word_score(words[i]);
        total += s;
        if (s > best) {
            best = s;
            best_index = i;
        }
        printf("%-8s length %d score %d\n", words[i], len, s);
    }
    printf("best: %s (%d), total %d\n", words[best_index], best, total);
    return 0;
}
