#include <stdio.h>

static char last_op = '?';
static int counter = 0;
static char mode[3] = "rw";
static long total = 100;
static double scale = 1.5;

static void record(char op, int amount)
{
    last_op = op;
    counter++;
    total += op == '+' ? amount : -amount;
}

int main(void)
{
    record('+', 40);
    record('-', 15);
    record('+', 7);
    printf("last = %d, count = %d, mode = %d %d\n", last_op, counter, mode[0], mode[1]);
    printf("total = %ld, scaled = %.2f\n", total, total * scale);
    return 0;
}
