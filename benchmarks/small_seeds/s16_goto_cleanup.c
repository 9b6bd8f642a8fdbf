#include <stdio.h>

static int process(int a, int b) {
  int status = 0;
  int acc = 0;
  if (a < 0) {
    status = -1;
    goto out;
  }
  acc = a * 2;
  if (b == 0) {
    status = -2;
    goto out;
  }
  acc += a / b;
out:
  return status ? status : acc;
}

int main(void) {
  int r1 = process(10, 3);
  int r2 = process(7, 0);
  printf("%d %d\n", r1, r2);
  return 0;
}
