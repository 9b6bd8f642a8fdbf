#include <stdio.h>

static volatile int codes[8] = { 2, 5, 3, 9, 4, 6, 1, 7 };

__attribute__((noinline)) static int price(int code)
{
    int p;
    switch (code) {
    case 2: p = 13; break;
    case 3: p = 18; break;
    case 4: p = 23; break;
    case 5: p = 28; break;
    case 6: p = 33; break;
    case 7: p = 38; break;
    default: p = 0; break;
    }
    return p;
}

int main(void)
{
    int total = 0;
    int i;
    for (i = 0; i < 8; i++) {
        int p = price(codes[i]);
        printf("price(%d) = %d\n", codes[i], p);
        total = total * 5 + p;
    }
    printf("total %d\n", total);
    return 0;
}
