#include <stdio.h>

#define N 3

static void mul(int a[N][N], int b[N][N], int out[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      int s = 0;
      for (int k = 0; k < N; k++)
        s += a[i][k] * b[k][j];
      out[i][j] = s;
    }
}

int main(void) {
  int a[N][N] = { { 1, 2, 0 }, { 0, 1, 3 }, { 2, 0, 1 } };
  int id[N][N] = { { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } };
  int r[N][N];
  mul(a, id, r);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (r[i][j] != a[i][j]) {
        printf("mismatch %d %d\n", i, j);
        return 1;
      }
  mul(a, a, r);
  printf("%d %d %d\n", r[0][0], r[1][1], r[2][2]);
  return 0;
}
