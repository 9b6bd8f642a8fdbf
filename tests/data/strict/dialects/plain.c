/* dialect: c11 -- ISO C11 throughout */
#include <stdio.h>
struct pair { int key; int val; };
static struct pair table[2] = {{1, 2}, {3, 4}};
int main(void) {
  printf("%d\n", table[1].val);
  return 0;
}
