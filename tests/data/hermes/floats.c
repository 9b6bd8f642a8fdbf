#include <stdio.h>
static double half(double d) { return d / 2; }
int main(void) {
  double d = 3.5;
  float f = 1.25f;
  d = half(d) + f;
  d *= 3;
  printf("%.3f\n", d);
  return 0;
}
