/* Input-driven: an RPN calculator reading whitespace-separated tokens with scanf.
   The sample input only uses numbers, '+', '*', "dup" and "p", so the other
   operators, the error paths and clear_stack() are never executed. */
#include <stdio.h>
#include <string.h>

#define STACK_MAX 16

static long stack[STACK_MAX];
static int sp;
static int errors;

static int push(long v)
{
    if (sp == STACK_MAX) {
        errors++;
        return -1;
    }
    stack[sp++] = v;
    return 0;
}

static long pop(void)
{
    if (sp == 0) {
        errors++;
        return 0;
    }
    return stack[--sp];
}

static void clear_stack(void)
{
    while (sp > 0)
        stack[--sp] = 0;
    printf("cleared\n");
}

static long power(long base, long e)
{
    long r = 1;
    while (e-- > 0)
        r *= base;
    return r;
}

static long apply(char op, long a, long b)
{
    switch (op) {
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/':
    case '%':
        if (b == 0) {
            errors++;
            return 0;
        }
        return op == '/' ? a / b : a % b;
    case '^':
        return power(a, b);
    default:
        errors++;
        return 0;
    }
}

int main(void)
{
    char tok[32];
    long a, b, v;
    int used, ntok = 0;

    while (scanf("%31s", tok) == 1) {
        ntok++;
        if (sscanf(tok, "%ld%n", &v, &used) == 1 && tok[used] == '\0') {
            push(v);
        } else if (strcmp(tok, "dup") == 0) {
            v = pop(); push(v); push(v);
        } else if (strcmp(tok, "swap") == 0) {
            b = pop(); a = pop(); push(b); push(a);
        } else if (strcmp(tok, "clear") == 0)
            clear_stack();
        else if (strcmp(tok, "p") == 0)
            printf("top=%ld depth=%d\n", sp > 0 ? stack[sp - 1] : 0L, sp);
        else if (strlen(tok) == 1) {
            b = pop();
            a = pop();
            push(apply(tok[0], a, b));
        } else {
            printf("unknown token '%s'\n", tok);
            errors++;
        }
    }
    printf("tokens=%d errors=%d stack:", ntok, errors);
    for (int i = 0; i < sp; i++)
        printf(" %ld", stack[i]);
    printf("\n");
    return 0;
}
