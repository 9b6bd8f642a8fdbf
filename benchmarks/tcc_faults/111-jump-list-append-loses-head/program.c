#include <stdio.h>
#include <ctype.h>

/* classify the characters of a few lines of text */
static int is_ident_char(int c, int first)
{
    return c == '_' || isalpha(c) || (!first && isdigit(c));
}

static int is_sep(int c)
{
    return c == ' ' || c == '\t' || c == ',' || c == ';';
}

int main(void)
{
    static const char *lines[] = {
        "int x1, y_2;", "  return a+b;", "foo(bar, 42)", "_tmp;\t9lives",
    };
    int i;

    for (i = 0; i < 4; i++) {
        const char *p = lines[i];
        int idents = 0, seps = 0, others = 0, start = 1;
        for (; *p; p++) {
            int sep = is_sep(*p) || *p == '(' || *p == ')';
            int id = is_ident_char((unsigned char)*p, start) || (!start && *p == '$');
            if (id)
                idents += start;
            else if (sep)
                seps++;
            else
                others++;
            start = !id || sep;
        }
        printf("%-16s idents %d seps %d others %d\n", lines[i], idents, seps, others);
    }
    return 0;
}
