#include <stdio.h>
#include <string.h>

static int passed, failed;

static void report(const char *what, int ok)
{
    printf("%-4s %s\n", ok ? "ok" : "FAIL", what);
    if (ok)
        passed++;
    else
        failed++;
}

#define EXPECT(expr) report(#expr, (expr))
#define EXPECT_EQ(a, b) report(#a " == " #b, (a) == (b))

static int count_char(const char *s, char c)
{
    int n = 0;
    for (; *s; s++)
        if (*s == c)
            n++;
    return n;
}

static void unescape_tabs(char *dst, const char *src)
{
    while (*src) {
        if (src[0] == '\\' && src[1] == 't') {
            *dst++ = '\t';
            src += 2;
        } else {
            *dst++ = *src++;
        }
    }
    *dst = '\0';
}

int main(void)
{
    char buf[32];

    EXPECT_EQ(count_char("C:\\tmp\\log.txt", '\\'), 2);
    EXPECT_EQ(count_char("a,b,,c", ','), 3);
    unescape_tabs(buf, "x\\ty");
    EXPECT(strcmp(buf, "x\ty") == 0);
    EXPECT_EQ(strlen("line\n"), 5);
    printf("%d passed, %d failed\n", passed, failed);
    return failed;
}
