#include <stdio.h>
#include <string.h>

/* A 7-bit string hash in hand-written x86-64 assembly (System V ABI):
   hash_step folds one character into the hash, hash_str walks a string. */
__asm__(
    ".text\n"
    ".globl hash_step\n"
    "hash_step:\n"
    "    andq $0x7f, %rsi\n"
    "    imull $33, %edi, %eax\n"
    "    addl %esi, %eax\n"
    "    ret\n"
    "\n"
    ".globl hash_str\n"
    "hash_str:\n"
    "    pushq %rbx\n"
    "    movq %rdi, %rbx\n"
    "    movl $5381, %eax\n"
    "1:  movsbl (%rbx), %esi\n"
    "    testl %esi, %esi\n"
    "    jz 2f\n"
    "    movl %eax, %edi\n"
    "    call hash_step\n"
    "    incq %rbx\n"
    "    jmp 1b\n"
    "2:  popq %rbx\n"
    "    ret\n");

unsigned hash_step(unsigned h, int c);
unsigned hash_str(const char *s);

int main(void)
{
    static const char *words[] = { "apple", "Caf\xe9", "na\xefve", "tree", "" };
    unsigned i, h;

    for (i = 0; i < sizeof words / sizeof words[0]; i++) {
        h = hash_str(words[i]);
        printf("%-8u %-6s bucket %2u\n", h, strlen(words[i]) ? "word" : "empty", h % 16);
    }
    printf("step: %u\n", hash_step(5381, 'a'));
    return 0;
}
