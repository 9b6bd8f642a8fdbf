#include <stdio.h>

enum kind { K_INT, K_CHAR };

struct value {
  enum kind kind;
  union { int i; char c; } u;
};

static int weight(struct value v) {
  switch (v.kind) {
  case K_INT:
    return v.u.i * 2;
  case K_CHAR:
    return v.u.c;
  }
  return 0;
}

int main(void) {
  struct value a = { K_INT, { 21 } };
  struct value b;
  b.kind = K_CHAR;
  b.u.c = 'A';
  printf("%d %d\n", weight(a), weight(b));
  return 0;
}
