#include <stdio.h>
#include <string.h>

static int checks, failures;

#define EXPECT_EQ(got, want)                                        \
    do {                                                            \
        checks++;                                                   \
        if ((got) != (want)) {                                      \
            failures++;                                             \
            printf("line %d: %s is %d, expected %d\n",              \
                   __LINE__, #got, (int)(got), (int)(want));        \
        }                                                           \
    } while (0)

static int count_words(const char *s)
{
    int n = 0, in_word = 0;
    for (; *s; s++) {
        if (*s == ' ' || *s == '\t' || *s == '\n') {
            in_word = 0;
        } else if (!in_word) {
            in_word = 1;
            n++;
        }
    }
    return n;
}

static int longest_word(const char *s)
{
    int best = 0, cur = 0;
    for (; ; s++) {
        if (*s && *s != ' ' && *s != '-') {
            cur++;
        } else {
            if (cur > best)
                best = cur;
            cur = 0;
            if (!*s)
                break;
        }
    }
    return best;
}

int main(void)
{
    EXPECT_EQ(count_words("the quick brown fox"), 4);
    EXPECT_EQ(count_words("  leading and trailing  "), 3);
    EXPECT_EQ(count_words("tabs\tand\nnewlines"), 3);
    EXPECT_EQ(count_words("well-known words"), 3);
    EXPECT_EQ(longest_word("a bb ccc"), 3);
    EXPECT_EQ(longest_word("well-known words"), 10);
    EXPECT_EQ((int)strlen("hello"), 5);
    printf("%d checks, %d failed (main ends at line %d)\n", checks, failures, __LINE__);
    return 0;
}
