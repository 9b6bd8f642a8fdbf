#include <stdio.h>

static int errors;

#define CHECK(cond) \
    ((cond) ? (void)0 : (void)(errors++, printf("check failed at line %d: %s\n", __LINE__, #cond)))

/* the rules below were generated from calc.y */
#line 40 "calc.y"
static int eval_add(int a, int b) { return a + b; }
static int eval_mul(int a, int b) { return a * b; }
#line 55 "calc.y"
static int eval_div(int a, int b)
{
    CHECK(b != 0);
    return b ? a / b : 0;
}
#line 60
static int rule_line(void) { return __LINE__; }

int main(void)
{
    int x = eval_add(3, 4), y = eval_mul(x, 6);

    printf("x = %d, y = %d\n", x, y);
    printf("y / 5 = %d\n", eval_div(y, 5));
    printf("y / 0 = %d\n", eval_div(y, 0));
    CHECK(x < y);
    CHECK(x > y);
    printf("rule at line %d, %d error(s)\n", rule_line(), errors);
    return 0;
}
