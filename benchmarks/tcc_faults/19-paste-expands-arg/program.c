#include <stdio.h>

#define ONE 1
#define CAT(a, b) a##b
#define FIELD(n) CAT(slot_, n)

struct regs {
    int slot_1;
    int slot_ONE;
};

int main(void)
{
    struct regs r;
    int xONE = 5, x1 = 7;
    r.slot_1 = 10;
    r.slot_ONE = 20;
    printf("x = %d, field = %d, sum = %d\n", CAT(x, ONE), r.FIELD(ONE), xONE + x1);
    return 0;
}
