#include <stdio.h>
#include <string.h>

/* a line-oriented tokenizer that keeps its statistics in globals */
unsigned long total_tokens;
unsigned long total_chars;
int longest_token;
const char *separators = " ,;\t";

static void count_line(const char *line)
{
    const char *p = line;
    while (*p) {
        size_t skip = strspn(p, separators);
        size_t len;
        p += skip;
        if (!*p)
            break;
        len = strcspn(p, separators);
        total_tokens++;
        total_chars += len;
        if ((int)len > longest_token)
            longest_token = (int)len;
        p += len;
    }
}

int main(void)
{
    static const char *lines[] = {
        "int x, y;",
        "for (i = 0; i < n; i++)",
        "\treturn compute_total(a, b);",
        "  ",
        "printf(\"%d\", value);",
    };
    int i;

    for (i = 0; i < 5; i++) {
        unsigned long before = total_tokens;
        count_line(lines[i]);
        printf("line %d: %lu tokens\n", i + 1, total_tokens - before);
    }
    printf("tokens %lu, chars %lu, longest %d\n", total_tokens, total_chars,
           longest_token);
    printf("average length %.2f\n", (double)total_chars / (double)total_tokens);
    return 0;
}
