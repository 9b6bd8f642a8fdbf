#include <stdio.h>
#include <stdint.h>
#include <string.h>

/* a tiny open-addressing set of words keyed by a 64-bit FNV-1a hash */
#define SLOTS 32

struct entry {
    const char *word;
    uint64_t hash;
    int count;
};

static uint64_t fnv1a(const char *s)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 0x100000001b3ULL;
    }
    return h;
}

static struct entry *lookup(struct entry *table, const char *word)
{
    uint64_t h = fnv1a(word);
    unsigned i = (unsigned)(h % SLOTS);
    while (table[i].word && strcmp(table[i].word, word) != 0)
        i = (i + 1) % SLOTS;
    if (!table[i].word) {
        table[i].word = word;
        table[i].hash = h;
    }
    return &table[i];
}

int main(void)
{
    static const char *text[] = {
        "the", "quick", "brown", "fox", "jumps", "over", "the", "lazy",
        "dog", "and", "the", "fox", "runs", "away", "from", "the", "dog",
    };
    struct entry table[SLOTS];
    int i, distinct = 0;

    memset(table, 0, sizeof table);
    for (i = 0; i < (int)(sizeof text / sizeof text[0]); i++)
        lookup(table, text[i])->count++;
    for (i = 0; i < SLOTS; i++) {
        if (!table[i].word)
            continue;
        distinct++;
        printf("slot %2d: %-6s x%d  %016llx\n", i, table[i].word, table[i].count,
               (unsigned long long)table[i].hash);
    }
    printf("%d distinct words\n", distinct);
    return 0;
}
