#include <stdio.h>
#include <stdlib.h>

static int sum_to(int n) {
  int total = 0;
  for (int i = 1; i <= n; i++)
    total += i;
  return total;
}

int main(void) {
  int s = sum_to(10);
  if (s != 55)
    abort();
  printf("%d\n", s);
  return 0;
}
