#include <stdio.h>

/* Straight-line code: every statement runs. */
int main(void) {
  int a = 6;
  int b = 7;
  int c = a * b;
  printf("%d\n", c);
  return 0;
}
