#include <stdio.h>

int main(void) {
  int digits = 0;
  int n = 90210;
  int rev = 0;
  do {
    rev = rev * 10 + n % 10;
    n /= 10;
    digits++;
  } while (n > 0);
  if (digits > 9)
    printf("too long\n");
  printf("%d %d\n", digits, rev);
  return 0;
}
