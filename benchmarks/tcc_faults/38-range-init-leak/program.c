#include <stdio.h>

static int classify(int c)
{
    int kind[16] = { [0 ... 9] = 1, [10 ... 15] = 2 };
    return kind[c & 15];
}

int main(void)
{
    const char *text = "a1b2c3ff09";
    int digits = 0, hex = 0, i;

    for (i = 0; text[i]; i++) {
        int c = text[i];
        int v = c >= '0' && c <= '9' ? c - '0' : c - 'a' + 10;
        if (classify(v) == 1)
            digits++;
        else
            hex++;
    }
    printf("digits = %d, hex letters = %d\n", digits, hex);
    return 0;
}
