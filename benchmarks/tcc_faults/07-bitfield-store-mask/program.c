#include <stdio.h>

struct color {
    unsigned int red : 5;
    unsigned int green : 6;
    unsigned int blue : 5;
};

int main(void)
{
    struct color c;
    int i;
    unsigned int total = 0;
    c.red = 17;
    c.green = 40;
    c.blue = 9;
    for (i = 0; i < 3; i++) {
        c.green = (unsigned int)(i * 7);
        total += c.red + c.green + c.blue;
    }
    printf("red = %d, green = %d, blue = %d, total = %u\n", c.red, c.green, c.blue, total);
    return 0;
}
