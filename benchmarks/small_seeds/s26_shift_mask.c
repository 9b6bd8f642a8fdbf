#include <stdio.h>

static unsigned rotl(unsigned x, int r) {
  r &= 31;
  if (r == 0)
    return x;
  return (x << r) | (x >> (32 - r));
}

int main(void) {
  unsigned x = 0x12345678u;
  unsigned acc = 0;
  for (int r = 0; r < 8; r++)
    acc ^= rotl(x, r * 4);
  long long wide = (long long)acc * 3;
  printf("%08x %lld\n", acc, wide);
  return 0;
}
