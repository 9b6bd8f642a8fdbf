#include <stdio.h>

struct range { int lo; int hi; };
struct box { struct range x; struct range y; };

static int area(struct box b) {
  int w = b.x.hi - b.x.lo;
  int h = b.y.hi - b.y.lo;
  if (w < 0 || h < 0)
    return -1;
  return w * h;
}

static int overlaps(struct box a, struct box b) {
  if (a.x.hi <= b.x.lo || b.x.hi <= a.x.lo)
    return 0;
  if (a.y.hi <= b.y.lo || b.y.hi <= a.y.lo)
    return 0;
  return 1;
}

int main(void) {
  struct box a = { { 0, 4 }, { 0, 3 } };
  struct box b = { { 2, 6 }, { 1, 5 } };
  printf("%d %d %d\n", area(a), area(b), overlaps(a, b));
  return 0;
}
