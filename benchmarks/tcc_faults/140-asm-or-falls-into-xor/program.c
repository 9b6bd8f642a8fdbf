#include <stdio.h>

/* permission bits shared between the C code and the inline assembly */
#define PERM_READ   0x04
#define PERM_WRITE  0x02
#define PERM_EXEC   0x01
#define PERM_ALL    (PERM_READ | PERM_WRITE | PERM_EXEC)
#define SPECIAL     (0x800 | 0x400 | 0x200)

#define STR_(x) #x
#define STR(x) STR_(x)

/* keep the permission bits of one class (shift 0, 3 or 6) */
static unsigned class_bits(unsigned mode, int shift)
{
    unsigned r = mode >> shift;
    __asm__("andl $" STR(PERM_ALL) ", %0" : "+r"(r));
    return r;
}

static unsigned strip_special(unsigned mode)
{
    __asm__("andl $~" STR(SPECIAL) ", %0" : "+r"(mode));
    return mode;
}

int main(void)
{
    static const unsigned modes[] = { 0755, 0644, 04711, 02770, 0600 };
    unsigned i;

    for (i = 0; i < sizeof modes / sizeof modes[0]; i++) {
        unsigned m = modes[i];
        printf("mode %05o: user %u group %u other %u, plain %04o\n", m,
               class_bits(m, 6), class_bits(m, 3), class_bits(m, 0), strip_special(m));
    }
    return 0;
}
