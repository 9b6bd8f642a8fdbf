#include <stdio.h>

static int steps(long n) {
  int k = 0;
  while (n != 1) {
    if (n % 2 == 0)
      n /= 2;
    else
      n = 3 * n + 1;
    k++;
    if (k > 1000)
      return -1;
  }
  return k;
}

int main(void) {
  int best = 0, arg = 0;
  for (int i = 1; i < 30; i++) {
    int s = steps(i);
    if (s > best) {
      best = s;
      arg = i;
    }
  }
  printf("%d %d\n", arg, best);
  return 0;
}
