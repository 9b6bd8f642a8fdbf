#include <stdio.h>

static const char *name(int day) {
  switch (day) {
  case 0: return "sun";
  case 1: return "mon";
  case 2: return "tue";
  case 3: return "wed";
  case 4: return "thu";
  case 5: return "fri";
  case 6: return "sat";
  default: return "???";
  }
}

int main(void) {
  int weekend = 0;
  for (int d = 0; d < 7; d++) {
    if (d == 0 || d == 6)
      weekend++;
    printf("%s ", name(d));
  }
  printf("\n%d\n", weekend);
  return 0;
}
