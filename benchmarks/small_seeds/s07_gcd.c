#include <stdio.h>

static unsigned gcd(unsigned a, unsigned b) {
  while (b != 0) {
    unsigned t = a % b;
    a = b;
    b = t;
  }
  return a;
}

static unsigned lcm(unsigned a, unsigned b) {
  if (a == 0 || b == 0)
    return 0;
  return a / gcd(a, b) * b;
}

int main(void) {
  unsigned g = gcd(84, 36);
  unsigned l = lcm(4, 6);
  printf("%u %u\n", g, l);
  return 0;
}
