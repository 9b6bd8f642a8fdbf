/* Reads numbers from its input; the values at P1 are the numbers read. */
#include <stdio.h>

int main(void) {
  long n = 0;
  long total = 0;
  int count = 0;
  while (scanf("%ld", &n) == 1) {
    /* P1 */
    total += n;
    count++;
  }
  printf("%d numbers, total %ld\n", count, total);
  return 0;
}
