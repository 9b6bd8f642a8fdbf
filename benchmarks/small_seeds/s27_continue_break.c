#include <stdio.h>

int main(void) {
  int odd_sum = 0, seen = 0;
  for (int i = 0; i < 100; i++) {
    if (i % 2 == 0)
      continue;
    if (i > 21)
      break;
    odd_sum += i;
    seen++;
  }
  int j = 0;
  while (1) {
    j += 3;
    if (j >= 30)
      break;
  }
  printf("%d %d %d\n", odd_sum, seen, j);
  return 0;
}
