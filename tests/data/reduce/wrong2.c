/* CCFUZZ_FAKE_MISCOMPILE: a second program that shows the same finding as wrong.c */
#include <stdio.h>
int main(void) {
  int total = 0;
  for (int i = 0; i < 3; i++)
    total += i;
  printf("%d %d\n", total, 1234);
  return 0;
}
