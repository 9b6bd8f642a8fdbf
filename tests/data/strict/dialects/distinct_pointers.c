/* dialect: gnu11 -- as Csmith writes: pointers to distinct types compared without a cast, a
   constraint violation gcc and clang only warn about */
#include <stdio.h>
#include <stdint.h>
static int32_t g_1 = 1;
static uint32_t g_2 = 2;
int main(void) {
  int32_t *p = &g_1;
  uint32_t *q = &g_2;
  printf("%d\n", p == q);
  return 0;
}
