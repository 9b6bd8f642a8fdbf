#include <stdio.h>

static int find(const int *a, int n, int key) {
  for (int i = 0; i < n; i++) {
    if (a[i] == key)
      return i;
  }
  return -1;
}

int main(void) {
  int a[6] = { 10, 20, 30, 40, 50, 60 };
  int k = find(a, 6, 40);
  int missing = find(a, 6, 35);
  if (k < 0) {
    printf("not found\n");
    return 1;
  }
  printf("%d %d\n", k, missing);
  return 0;
}
