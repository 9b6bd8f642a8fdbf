#include <stdio.h>

static int fib(int n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}

int main(void) {
  int r = fib(15);
  if (r < 0) {
    printf("overflow\n");
    return 2;
  }
  printf("%d\n", r);
  return 0;
}
