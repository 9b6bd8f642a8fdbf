#include <stdio.h>

static int moves;

static void hanoi(int n, int from, int to, int via) {
  if (n == 0)
    return;
  hanoi(n - 1, from, via, to);
  moves++;
  hanoi(n - 1, via, to, from);
}

int main(void) {
  hanoi(6, 1, 3, 2);
  if (moves != 63) {
    printf("wrong %d\n", moves);
    return 1;
  }
  printf("%d\n", moves);
  return 0;
}
