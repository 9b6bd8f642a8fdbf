#include <stdio.h>

#define SIZE 4

struct ring { int buf[SIZE]; int head; int count; };

static void put(struct ring *r, int v) {
  r->buf[(r->head + r->count) % SIZE] = v;
  if (r->count < SIZE)
    r->count++;
  else
    r->head = (r->head + 1) % SIZE;
}

static int total(const struct ring *r) {
  int t = 0;
  for (int i = 0; i < r->count; i++)
    t += r->buf[(r->head + i) % SIZE];
  return t;
}

int main(void) {
  struct ring r = { { 0 }, 0, 0 };
  for (int i = 1; i <= 6; i++)
    put(&r, i);
  if (r.count != SIZE)
    return 1;
  printf("%d %d %d\n", total(&r), r.head, r.count);
  return 0;
}
