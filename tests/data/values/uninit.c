/* Locals that are in scope but not (yet) set where the instrumentation could read them.
   The program itself never reads an uninitialized value; its instrumentation must not
   either (checked with MemorySanitizer). */
#include <stdio.h>

struct pair { int a, b; };
union mix { char c; long long wide; };

static int pick(int k) {
  int r;
  switch (k) {
    int skipped = 7;  /* in scope below, never set: case jumps past it */
  case 0:
    r = 10;
    break;
  default:
    skipped = k;
    r = skipped;
  }
  return r;
}

static int jump(int k) {
  int out = 0;
  if (k)
    goto inside;
  {
    int set = 3;
    out += set;
  inside:
    out += 1;
  }
  return out;
}

int main(void) {
  int plain;
  int array[4];
  struct pair half;
  union mix u = { .c = 1 };
  int from_expr = ({ int t = 4; t * 2; });
  int total = 0;
  half.a = 1;
  plain = 5;
  array[0] = 2;
  for (int i = 0; i < 3; i++) {
    int inner;
    inner = i + plain + array[0] + half.a;
    total += inner + pick(i) + jump(i);
  }
  printf("%d %d %d\n", total, u.c, from_expr);
  return 0;
}
