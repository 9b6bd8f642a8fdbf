#include <stdio.h>
#include <string.h>

/* sort a word list with a comparison chosen at run time */
typedef int (*cmp_fn)(const char *, const char *);

static int by_length(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la != lb)
        return la < lb ? -1 : 1;
    return strcmp(a, b);
}

static void sort_words(const char **w, int n, cmp_fn cmp)
{
    int i, j;
    for (i = 1; i < n; i++) {
        const char *key = w[i];
        for (j = i - 1; j >= 0 && cmp(w[j], key) > 0; j--)
            w[j + 1] = w[j];
        w[j + 1] = key;
    }
}

static void print_words(const char *title, const char **w, int n)
{
    int i;
    printf("%-10s", title);
    for (i = 0; i < n; i++)
        printf(" %s", w[i]);
    printf("\n");
}

int main(void)
{
    const char *words[] = { "pear", "fig", "banana", "kiwi", "apple", "date", "plum" };
    int n = sizeof words / sizeof words[0];
    int pass;

    for (pass = 0; pass < 2; pass++) {
        cmp_fn cmp = pass == 0 ? by_length : strcmp;
        sort_words(words, n, cmp);
        print_words(pass == 0 ? "by length" : "alphabetic", words, n);
    }
    return 0;
}
