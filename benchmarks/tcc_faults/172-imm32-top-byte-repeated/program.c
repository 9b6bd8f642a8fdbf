#include <stdio.h>
#include <string.h>

/* bucket a list of user names with a 32-bit string hash (murmur3 finalizer) */
#define NBUCKETS 8

static unsigned int mix32(unsigned int h)
{
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
}

static unsigned int hash_name(const char *s)
{
    unsigned int h = 2166136261u;
    size_t i, n = strlen(s);

    for (i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 16777619u;
    }
    return mix32(h);
}

int main(void)
{
    static const char *names[] = {
        "alice", "bob", "carol", "dave", "eve", "mallory",
        "oscar", "peggy", "trent", "victor", "walter", "zoe",
    };
    int counts[NBUCKETS] = {0};
    int i;

    for (i = 0; i < (int)(sizeof names / sizeof names[0]); i++) {
        unsigned int h = hash_name(names[i]);
        counts[h % NBUCKETS]++;
        printf("%-8s %08x -> bucket %u\n", names[i], h, h % NBUCKETS);
    }
    for (i = 0; i < NBUCKETS; i++)
        printf("bucket %d: %d\n", i, counts[i]);
    return 0;
}
