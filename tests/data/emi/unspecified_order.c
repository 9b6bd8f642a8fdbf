/* C leaves the order in which a call's arguments are evaluated unspecified: gcc evaluates
   these right to left, clang left to right. Both print the same line, through different
   statements and with different values of g on the way. */
#include <stdio.h>

static int g;

static int twice(void) { g = g * 2 + 1; return g; }
static int plus5(void) { g = g + 5; return g; }
static int sum(int a, int b) { return a + b; }

int main(void) {
  int r = 0;
  int s = sum(twice(), plus5()); /* g ends 6 (left to right) or 11 (right to left) */
  if (g == 6)
    r = 1;
  if (g == 11)
    r = 1;
  int t = g + 1;
  r += t > 0;
  printf("%d %d\n", r, s > 0);
  return 0;
}
