#include <stdio.h>

static int max_of(const int *a, int n) {
  int best = a[0];
  for (int i = 1; i < n; i++)
    if (a[i] > best)
      best = a[i];
  return best;
}

static int min_of(const int *a, int n) {
  int best = a[0];
  for (int i = 1; i < n; i++)
    if (a[i] < best)
      best = a[i];
  return best;
}

int main(void) {
  int data[8] = { 4, 9, -2, 7, 7, 0, 13, 5 };
  int hi = max_of(data, 8);
  int lo = min_of(data, 8);
  if (hi < lo)
    return 3;
  printf("%d %d %d\n", hi, lo, hi - lo);
  return 0;
}
