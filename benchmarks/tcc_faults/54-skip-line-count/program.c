#include <stdio.h>
#include <string.h>

#ifdef _WIN32
#include <windows.h>
#define PATH_SEP '\\'
#else
#define PATH_SEP '/'
#endif

static int failures;

#define CHECK(cond)                                                   \
    do {                                                              \
        if (cond)                                                     \
            printf("line %d: ok\n", __LINE__);                        \
        else {                                                        \
            printf("line %d: check failed\n", __LINE__);              \
            failures++;                                               \
        }                                                             \
    } while (0)

static const char *base_name(const char *path)
{
    const char *p = strrchr(path, PATH_SEP);
    return p ? p + 1 : path;
}

static size_t dir_length(const char *path)
{
    const char *p = strrchr(path, PATH_SEP);
    return p ? (size_t)(p - path) : 0;
}

int main(void)
{
    CHECK(strcmp(base_name("/usr/lib/libc.so"), "libc.so") == 0);
    CHECK(strcmp(base_name("notes.txt"), "notes.txt") == 0);
#if defined(VERBOSE_TESTS)
    printf("testing directory parts\n");
    printf("separator is '%c'\n", PATH_SEP);
#endif
    CHECK(dir_length("/usr/lib/libc.so") == 8);
    CHECK(base_name("build/")[0] == '\0');
    CHECK(dir_length("plain") == 0);
    printf("%d failure(s)\n", failures);
    return failures ? 1 : 0;
}
