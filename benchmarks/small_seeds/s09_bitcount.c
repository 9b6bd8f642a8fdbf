#include <stdio.h>

static int popcount(unsigned v) {
  int c = 0;
  while (v) {
    c += v & 1u;
    v >>= 1;
  }
  return c;
}

int main(void) {
  unsigned x = 0xF0F0u;
  int a = popcount(x);
  int b = popcount(0);
  int c = popcount(0xFFFFFFFFu);
  if (a != 8 || b != 0 || c != 32) {
    printf("bad\n");
    return 1;
  }
  printf("%d %d %d\n", a, b, c);
  return 0;
}
