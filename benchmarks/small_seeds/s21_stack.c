#include <stdio.h>

#define CAP 8

struct stack { int items[CAP]; int top; };

static int push(struct stack *s, int v) {
  if (s->top == CAP)
    return 0;
  s->items[s->top++] = v;
  return 1;
}

static int pop(struct stack *s, int *out) {
  if (s->top == 0)
    return 0;
  *out = s->items[--s->top];
  return 1;
}

int main(void) {
  struct stack s = { { 0 }, 0 };
  int v = 0, sum = 0;
  for (int i = 1; i <= 5; i++)
    if (!push(&s, i * i)) {
      printf("full\n");
      return 1;
    }
  while (pop(&s, &v))
    sum += v;
  printf("%d %d\n", sum, s.top);
  return 0;
}
