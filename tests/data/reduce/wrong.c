/* CCFUZZ_FAKE_MISCOMPILE: the fake compiler turns the constant 1234 into 1235 at -O2 */
#include <stdio.h>
static int twice(int v) { return 2 * v; }
int main(void) {
  printf("%d\n", twice(21));
  printf("%d\n", 1234 * 2);
  return 0;
}
