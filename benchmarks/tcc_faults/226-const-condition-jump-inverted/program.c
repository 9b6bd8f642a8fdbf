#include <stdio.h>
#include <ctype.h>

/* evaluate reverse-Polish expressions over integers */
#define STACK_MAX 16

static int eval_rpn(const char *s, long *result)
{
    long stack[STACK_MAX];
    int sp = 0;

    while (1) {
        while (*s == ' ')
            s++;
        if (*s == '\0')
            break;
        if (isdigit((unsigned char)*s)) {
            long v = 0;
            while (isdigit((unsigned char)*s))
                v = v * 10 + (*s++ - '0');
            if (sp == STACK_MAX)
                return -1;
            stack[sp++] = v;
            continue;
        }
        if (sp < 2)
            return -2;
        sp--;
        switch (*s++) {
        case '+': stack[sp - 1] += stack[sp]; break;
        case '-': stack[sp - 1] -= stack[sp]; break;
        case '*': stack[sp - 1] *= stack[sp]; break;
        case '/':
            if (stack[sp] == 0)
                return -3;
            stack[sp - 1] /= stack[sp];
            break;
        default:
            return -4;
        }
    }
    if (sp != 1)
        return -5;
    *result = stack[0];
    return 0;
}

int main(void)
{
    static const char *exprs[] = {
        "3 4 +", "5 1 2 + 4 * + 3 -", "2 3 4 * 5 6 - * +",
        "100 7 /", "1 +", "8 0 /", "12 34 56",
    };
    int i;

    for (i = 0; i < 7; i++) {
        long r = 0;
        int err = eval_rpn(exprs[i], &r);
        if (err)
            printf("%-20s error %d\n", exprs[i], err);
        else
            printf("%-20s = %ld\n", exprs[i], r);
    }
    return 0;
}
