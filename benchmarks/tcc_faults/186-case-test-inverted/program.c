#include <stdio.h>

/* classify the characters of a small expression */
enum kind { DIGIT, OPERATOR, PAREN, SPACE, OTHER };

static enum kind classify(char c)
{
    switch (c) {
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
        return DIGIT;
    case '+': case '-': case '*': case '/':
        return OPERATOR;
    case '(': case ')':
        return PAREN;
    case ' ':
        return SPACE;
    default:
        return OTHER;
    }
}

static const char *kind_name(enum kind k)
{
    static const char *names[] = { "digit", "operator", "paren", "space", "other" };
    return names[k];
}

int main(void)
{
    static const char *exprs[] = { "12 + 3", "(4*5) - x", "7/ (2+1)" };
    int counts[5] = { 0, 0, 0, 0, 0 };
    int i, k;

    for (i = 0; i < 3; i++) {
        const char *s = exprs[i];
        printf("%-10s:", s);
        for (; *s; s++) {
            enum kind kd = classify(*s);
            counts[kd]++;
            printf(" %c", kind_name(kd)[0]);
        }
        printf("\n");
    }
    for (k = 0; k < 5; k++)
        printf("%-8s %d\n", kind_name((enum kind)k), counts[k]);
    return 0;
}
