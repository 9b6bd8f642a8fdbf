#include <stdio.h>

static int is_odd(int n);

static int is_even(int n) {
  if (n == 0)
    return 1;
  return is_odd(n - 1);
}

static int is_odd(int n) {
  if (n == 0)
    return 0;
  return is_even(n - 1);
}

int main(void) {
  int evens = 0;
  for (int i = 0; i < 12; i++)
    evens += is_even(i);
  printf("%d %d\n", evens, is_odd(7));
  return 0;
}
