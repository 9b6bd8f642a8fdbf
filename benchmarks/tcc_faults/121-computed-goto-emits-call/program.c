#include <stdio.h>

/* a tiny stack machine with a threaded-code dispatcher */
enum { OP_PUSH, OP_ADD, OP_MUL, OP_DUP, OP_PRINT, OP_HALT };

static const int program[] = {
    OP_PUSH, 6, OP_PUSH, 7, OP_MUL, OP_DUP, OP_PRINT,
    OP_PUSH, 100, OP_ADD, OP_PRINT,
    OP_PUSH, 3, OP_MUL, OP_PRINT, OP_HALT
};

static double run(const int *code)
{
    static void *dispatch[] = { &&do_push, &&do_add, &&do_mul, &&do_dup, &&do_print, &&do_halt };
    double stack[16];
    int sp = 0, steps = 0;
    const int *pc = code;

#define NEXT() do { steps++; goto *dispatch[*pc++]; } while (0)
    NEXT();
do_push:
    stack[sp++] = *pc++;
    NEXT();
do_add:
    sp--; stack[sp - 1] += stack[sp];
    NEXT();
do_mul:
    sp--; stack[sp - 1] *= stack[sp];
    NEXT();
do_dup:
    stack[sp] = stack[sp - 1]; sp++;
    NEXT();
do_print:
    printf("top of stack: %.1f (depth %d)\n", stack[sp - 1], sp);
    NEXT();
do_halt:
    printf("halted after %d steps\n", steps);
    return stack[sp - 1];
#undef NEXT
}

int main(void)
{
    double result = run(program);
    printf("result %.2f\n", result / 4);
    return 0;
}
