#include <stdio.h>

/* a tiny stack machine with a threaded (computed goto) dispatch */
enum { PUSH, ADD, MUL, DUP, SWAP, PRINT, HALT };

static int run(const int *code)
{
    static void *dispatch[] = { &&op_push, &&op_add, &&op_mul, &&op_dup,
                                &&op_swap, &&op_print, &&op_halt };
    int stack[16], sp = 0, steps = 0, t;

#define NEXT do { steps++; goto *dispatch[*code++]; } while (0)
    NEXT;
op_push:
    stack[sp++] = *code++;
    NEXT;
op_add:
    sp--;
    stack[sp - 1] += stack[sp];
    NEXT;
op_mul:
    sp--;
    stack[sp - 1] *= stack[sp];
    NEXT;
op_dup:
    stack[sp] = stack[sp - 1];
    sp++;
    NEXT;
op_swap:
    t = stack[sp - 1];
    stack[sp - 1] = stack[sp - 2];
    stack[sp - 2] = t;
    NEXT;
op_print:
    printf("  top = %d\n", stack[sp - 1]);
    NEXT;
op_halt:
    return steps;
}

int main(void)
{
    /* (3 + 4) * (3 + 4), then 2 * that + 5 */
    static const int prog[] = { PUSH, 3, PUSH, 4, ADD, DUP, MUL, PRINT,
                                PUSH, 2, SWAP, DUP, ADD, SWAP, MUL, PRINT,
                                PUSH, 5, ADD, PRINT, HALT };
    printf("program of %d words\n", (int)(sizeof prog / sizeof prog[0]));
    printf("%d steps\n", run(prog));
    return 0;
}
