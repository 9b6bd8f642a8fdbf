/* dialect: gnu11 -- a GNU statement expression: no -pedantic-errors accepts it */
#include <stdio.h>
int main(void) {
  int v = ({ int t = 3; t * 2; });
  printf("%d\n", v);
  return 0;
}
