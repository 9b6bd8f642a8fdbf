/* Locals whose initializer a jump can pass over: a true guard must not wrap their first
   assignments (gcc would warn that they may be used uninitialized). */
#include <stdio.h>

static int grade(int score) {
  int total = 0;
  switch (score / 10) {
  case 5:
    total = 1;
    int bonus = 0; /* a case below lands after this declaration */
    total += bonus;
    break;
  case 6:
    bonus = 1;
    total += bonus;
    break;
  default:
    bonus = 2;
    total += bonus;
    break;
  }
  if (score > 95)
    goto late;
  int extra = 3; /* goto late jumps over it */
  total += extra;
late:
  extra = 4;
  total += extra;
  return total;
}

int main(void) {
  int sum = 0;
  for (int s = 50; s <= 100; s += 7)
    sum += grade(s);
  printf("%d\n", sum);
  return 0;
}
