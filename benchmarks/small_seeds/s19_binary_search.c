#include <stdio.h>

static int bsearch_int(const int *a, int n, int key) {
  int lo = 0, hi = n - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == key)
      return mid;
    if (a[mid] < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

int main(void) {
  int a[10] = { 1, 3, 5, 7, 9, 11, 13, 15, 17, 19 };
  int hits = 0;
  for (int k = 0; k < 20; k++)
    if (bsearch_int(a, 10, k) >= 0)
      hits++;
  printf("%d\n", hits);
  return 0;
}
