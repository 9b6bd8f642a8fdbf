#include <stdio.h>

static const int squares[6] = { 0, 1, 4, 9, 16, 25 };

int main(void) {
  int s = 0;
  for (int i = 0; i < 6; i++)
    s += squares[i];
  printf("%d\n", s);
  return 0;
}
