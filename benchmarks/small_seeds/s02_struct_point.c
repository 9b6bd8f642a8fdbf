#include <stdio.h>

struct point { int x; int y; };

static struct point add(struct point a, struct point b) {
  struct point r = { a.x + b.x, a.y + b.y };
  return r;
}

static int manhattan(struct point p) {
  int dx = p.x < 0 ? -p.x : p.x;
  int dy = p.y < 0 ? -p.y : p.y;
  return dx + dy;
}

int main(void) {
  struct point a = { 3, -4 };
  struct point b = { -1, 2 };
  struct point c = add(a, b);
  int d = manhattan(c);
  if (d > 100) {
    printf("far\n");
    return 1;
  }
  printf("%d %d %d\n", c.x, c.y, d);
  return 0;
}
