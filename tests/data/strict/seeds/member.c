/* CCFUZZ_FAKE_STRUCT_MISCOMPILE */
#include <stdio.h>
struct record { int id; int weight; };
static struct record records[2] = {{7, 1234}, {8, 99}};
static int total(const struct record *r, int n) {
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += r[i].weight * (i == 0);
  return sum;
}
int main(void) {
  printf("%d\n", total(records, 2));
  return 0;
}
