/* Input-driven: a stack-machine interpreter dispatching with GNU labels as values
   (&&label, goto *p).  The bytecode is read from stdin; the sample program
   computes 6! and 2^10 with PUSH/DUP/SWAP/OVER/MUL/DEC/JNZ/POP/PRINT/HALT, so the
   ADD, SUB, DIV, JMP and NEG handlers and the error labels are never executed. */
#include <stdio.h>

enum { HALT, PUSH, ADD, SUB, MUL, DIV, DUP, SWAP, OVER, POP, DEC, NEG, JMP, JNZ, PRINT, NOPS };

#define MAXCODE 128
#define MAXSTACK 16

static long code[MAXCODE];

static int run(int ncode)
{
    static void *const dispatch[NOPS] = {
        [HALT] = &&op_halt, [PUSH] = &&op_push, [ADD] = &&op_add, [SUB] = &&op_sub,
        [MUL] = &&op_mul, [DIV] = &&op_div, [DUP] = &&op_dup, [SWAP] = &&op_swap,
        [OVER] = &&op_over, [POP] = &&op_pop, [DEC] = &&op_dec, [NEG] = &&op_neg,
        [JMP] = &&op_jmp, [JNZ] = &&op_jnz, [PRINT] = &&op_print,
    };
    long st[MAXSTACK], t;
    int sp = 0, pc = 0, steps = 0;
    void *target;

next:
    if (pc < 0 || pc >= ncode) goto bad_pc;
    if (code[pc] < 0 || code[pc] >= NOPS) goto bad_op;
    steps++;
    target = dispatch[code[pc++]];
    goto *target;

op_push:  if (sp == MAXSTACK || pc >= ncode) goto bad_stack; st[sp++] = code[pc++]; goto next;
op_add:   if (sp < 2) goto bad_stack; sp--; st[sp - 1] += st[sp]; goto next;
op_sub:   if (sp < 2) goto bad_stack; sp--; st[sp - 1] -= st[sp]; goto next;
op_mul:   if (sp < 2) goto bad_stack; sp--; st[sp - 1] *= st[sp]; goto next;
op_div:
    if (sp < 2) goto bad_stack;
    if (st[sp - 1] == 0) {
        printf("division by zero at %d\n", pc - 1);
        return -1;
    }
    sp--; st[sp - 1] /= st[sp];
    goto next;
op_dup:   if (sp < 1 || sp == MAXSTACK) goto bad_stack; st[sp] = st[sp - 1]; sp++; goto next;
op_swap:  if (sp < 2) goto bad_stack; t = st[sp - 1]; st[sp - 1] = st[sp - 2]; st[sp - 2] = t; goto next;
op_over:  if (sp < 2 || sp == MAXSTACK) goto bad_stack; st[sp] = st[sp - 2]; sp++; goto next;
op_pop:   if (sp < 1) goto bad_stack; sp--; goto next;
op_dec:   if (sp < 1) goto bad_stack; st[sp - 1]--; goto next;
op_neg:   if (sp < 1) goto bad_stack; st[sp - 1] = -st[sp - 1]; goto next;
op_jmp:   pc = (int)code[pc]; goto next;
op_jnz:
    if (sp < 1 || pc >= ncode) goto bad_stack;
    pc = st[--sp] != 0 ? (int)code[pc] : pc + 1;
    goto next;
op_print: if (sp < 1) goto bad_stack; printf("print %ld\n", st[sp - 1]); goto next;
op_halt:
    printf("halt after %d steps, depth %d\n", steps, sp);
    return steps;

bad_pc:
    printf("pc %d out of range\n", pc);
    return -1;
bad_op:
    printf("bad opcode %ld at %d\n", code[pc], pc);
    return -1;
bad_stack:
    printf("stack error at %d\n", pc - 1);
    return -1;
}

int main(void)
{
    int n = 0;
    long v;

    while (n < MAXCODE && scanf("%ld", &v) == 1)
        code[n++] = v;
    printf("loaded %d words\n", n);
    printf("result %d\n", run(n));
    return 0;
}
