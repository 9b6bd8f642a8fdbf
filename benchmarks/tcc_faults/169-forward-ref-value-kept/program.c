#include <stdio.h>
#include <ctype.h>
/* a small recursive-descent calculator for + - * and parentheses */
struct parser { const char *s; int error; };

static long parse_expr(struct parser *p);

static long parse_primary(struct parser *p)
{
    long v = 0;
    if (*p->s == '(') {
        p->s++;
        v = parse_expr(p);
        if (*p->s == ')')
            p->s++;
        else
            p->error = 1;
        return v;
    }
    p->error |= !isdigit((unsigned char)*p->s);
    while (isdigit((unsigned char)*p->s))
        v = v * 10 + (*p->s++ - '0');
    return v;
}

static long parse_term(struct parser *p)
{
    long v = parse_primary(p);
    while (*p->s == '*') {
        p->s++;
        v *= parse_primary(p);
    }
    return v;
}

static long parse_expr(struct parser *p)
{
    long v = parse_term(p);
    while (*p->s == '+' || *p->s == '-') {
        char op = *p->s++;
        long r = parse_term(p);
        v = op == '+' ? v + r : v - r;
    }
    return v;
}

int main(void)
{
    static const char *const inputs[] = { "1+2*3", "(1+2)*3", "10-(3*(2+1))", "(4+4)*(2-7)", "2*(3+" };
    int i;
    for (i = 0; i < 5; i++) {
        struct parser p = { inputs[i], 0 };
        long v = parse_expr(&p);
        if (p.error || *p.s)
            printf("%-14s -> syntax error at offset %d\n", inputs[i], (int)(p.s - inputs[i]));
        else
            printf("%-14s -> %ld\n", inputs[i], v);
    }
    return 0;
}
