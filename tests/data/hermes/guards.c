/* Statements a true guard must leave alone beside ones it may wrap. Reads k from stdin. */
#include <stdio.h>

static int pick(int k) {
  int r;
  int seen = 0;
  switch (k) {
  case 1:
    seen++;
    /* fall through */
  case 2:
    seen += 2;
    break;
  default:
    seen = -1;
  }
  if (k > 10)
    goto late;
  r = k * 3;
  seen += r;
  { int inner = seen; seen = inner + 1; }
  if (seen > 100) {
  late:
    seen -= 100;
  }
unused_label:
  seen += 1;
  return seen;
}

static void shout(int v) {
  printf("%d\n", v);
}

int main(void) {
  int k = 0;
  int total = 0;
  if (scanf("%d", &k) != 1)
    return 1;
  for (int j = 0; j < 3; j++)
    total += pick(k + j);
  shout(total);
  if (total > 1000)
    return 2;
  return 0;
}
