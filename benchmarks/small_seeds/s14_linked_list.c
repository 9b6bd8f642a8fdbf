#include <stdio.h>

struct node { int value; struct node *next; };

static int length(const struct node *n) {
  int len = 0;
  while (n) {
    len++;
    n = n->next;
  }
  return len;
}

static int sum(const struct node *n) {
  if (!n)
    return 0;
  return n->value + sum(n->next);
}

int main(void) {
  struct node c = { 3, 0 };
  struct node b = { 2, &c };
  struct node a = { 1, &b };
  int len = length(&a);
  int s = sum(&a);
  if (len != 3) {
    printf("broken list\n");
    return 1;
  }
  printf("%d %d\n", len, s);
  return 0;
}
