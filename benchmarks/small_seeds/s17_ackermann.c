#include <stdio.h>

static int ack(int m, int n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

int main(void) {
  int r = ack(2, 3);
  if (r != 9)
    return 1;
  printf("%d\n", r);
  return 0;
}
