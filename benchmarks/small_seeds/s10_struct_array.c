#include <stdio.h>

struct item { int id; int qty; int price; };

int main(void) {
  struct item stock[4] = { { 1, 3, 10 }, { 2, 0, 25 }, { 3, 7, 4 }, { 4, 1, 99 } };
  int total = 0;
  int empty = 0;
  for (int i = 0; i < 4; i++) {
    if (stock[i].qty == 0) {
      empty++;
      continue;
    }
    total += stock[i].qty * stock[i].price;
  }
  if (total < 0)
    printf("negative\n");
  printf("%d %d\n", total, empty);
  return 0;
}
