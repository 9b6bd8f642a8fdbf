#include <stdio.h>
static void show(unsigned long v) {
  printf("%lu\n", v % 1000);
}
int main(void) {
  for (unsigned long i = 0, h = 5381; i < 40; i++) {
    h = h * 33 + i;
    show(h);
  }
  return 0;
}
