/* Prints how far apart two functions are: instrumenting the first moves the second. */
#include <stdio.h>
static int first(int x) {
  int y = x + 1;
  y = y * 2;
  y = y - 3;
  return y;
}
static int second(int x) { return x - 1; }
int main(void) {
  int a = first(3);
  int b = second(a);
  printf("%d %ld\n", a + b, (long)((char *)&second - (char *)&first));
  return 0;
}
