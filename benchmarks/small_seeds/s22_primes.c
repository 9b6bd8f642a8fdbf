#include <stdio.h>

static int is_prime(int n) {
  if (n < 2)
    return 0;
  for (int d = 2; d * d <= n; d++)
    if (n % d == 0)
      return 0;
  return 1;
}

int main(void) {
  int count = 0, last = 0;
  for (int n = 0; n < 50; n++) {
    if (is_prime(n)) {
      count++;
      last = n;
    }
  }
  printf("%d %d\n", count, last);
  return 0;
}
