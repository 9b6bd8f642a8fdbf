/* CCFUZZ_FAKE_CRASH: the fake compiler reports an internal compiler error */
#include <stdio.h>
static int twice(int v) { return 2 * v; }
int main(void) {
  printf("%d\n", twice(21));
  return 0;
}
