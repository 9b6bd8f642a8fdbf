#include <stdio.h>
#include <string.h>

/* fixed-size name records, copied around through helper functions */
#define NAME_LEN 24

struct record {
    char name[NAME_LEN];
    int score;
};

/* 'dst' is really a pointer: only the caller knows how big the buffer is */
static size_t copy_name(char dst[NAME_LEN], const char *src, size_t cap)
{
    size_t n = strlen(src);
    if (n >= cap)
        n = cap - 1;
    memcpy(dst, src, n);
    dst[n] = '\0';
    return sizeof dst;   /* the size of the pointer the array decayed to */
}

static int total(const int scores[4])
{
    return scores[0] + scores[1] + scores[2] + scores[3];
}

int main(void)
{
    static const char *names[] = { "ada", "grace hopper", "a very long name indeed, truncated" };
    struct record recs[3];
    int scores[4] = { 7, 11, 13, 17 };
    size_t ptr_size = 0;
    int i;

    for (i = 0; i < 3; i++) {
        ptr_size = copy_name(recs[i].name, names[i], sizeof recs[i].name);
        recs[i].score = total(scores) * (i + 1);
        printf("%-24s|%4d\n", recs[i].name, recs[i].score);
    }
    printf("buffer %zu bytes, parameter %zu bytes\n", sizeof recs[0].name, ptr_size);
    printf("%s\n", ptr_size == sizeof(char *) ? "parameter decayed to a pointer"
                                              : "parameter kept its array type");
    return 0;
}
