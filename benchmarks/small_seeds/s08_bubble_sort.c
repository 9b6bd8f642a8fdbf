#include <stdio.h>
#include <stdlib.h>

static void sort(int *a, int n) {
  for (int i = 0; i < n - 1; i++) {
    int swapped = 0;
    for (int j = 0; j < n - 1 - i; j++) {
      if (a[j] > a[j + 1]) {
        int t = a[j];
        a[j] = a[j + 1];
        a[j + 1] = t;
        swapped = 1;
      }
    }
    if (!swapped)
      break;
  }
}

int main(void) {
  int a[7] = { 5, 1, 4, 2, 8, 0, 3 };
  sort(a, 7);
  for (int i = 1; i < 7; i++)
    if (a[i - 1] > a[i])
      abort();
  for (int i = 0; i < 7; i++)
    printf("%d ", a[i]);
  printf("\n");
  return 0;
}
