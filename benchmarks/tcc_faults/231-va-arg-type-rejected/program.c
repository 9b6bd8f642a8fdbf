#include <stdio.h>
#include <stdarg.h>
#include <string.h>

/* join a NULL-terminated list of words with a separator into buf */
static size_t join(char *buf, size_t size, const char *sep, ...)
{
    va_list ap;
    const char *word;
    size_t len = 0;
    int first = 1;

    buf[0] = '\0';
    va_start(ap, sep);
    while ((word = va_arg(ap, const char *)) != NULL) {
        size_t need = strlen(word) + (first ? 0 : strlen(sep));
        if (len + need + 1 > size)
            break;
        if (!first)
            strcat(buf, sep);
        strcat(buf, word);
        len += need;
        first = 0;
    }
    va_end(ap);
    return len;
}

/* average of n ints */
static double mean(int n, ...)
{
    va_list ap;
    long sum = 0;
    int i;

    va_start(ap, n);
    for (i = 0; i < n; i++)
        sum += va_arg(ap, int);
    va_end(ap);
    return n ? (double)sum / n : 0.0;
}

int main(void)
{
    char line[64];
    size_t n;

    n = join(line, sizeof line, ", ", "alpha", "beta", "gamma", (const char *)NULL);
    printf("[%s] (%zu chars)\n", line, n);
    n = join(line, sizeof line, "/", "usr", "local", "share", "doc", (const char *)NULL);
    printf("[%s] (%zu chars)\n", line, n);
    printf("mean = %.3f\n", mean(5, 3, 9, -4, 12, 7));
    return 0;
}
