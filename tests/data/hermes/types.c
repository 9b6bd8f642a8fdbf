/* Integers of every type, in every storage a value profile reads, in loops and calls. */
#include <stdio.h>

struct rec { int f; unsigned char b; long long w; short arr[3]; unsigned bits : 5; };
union un { unsigned short first; long other; };

static signed char sc = -100;
static unsigned short us = 65000;
unsigned long ul = 18446744073709551000UL;
static struct rec gr = { -7, 200, -5000000000LL, { 1, -2, 3 }, 17 };
static union un gu = { 777 };
static const int limit = 6;
static _Bool flag = 1;

static long mix(int k, unsigned m) {
  static unsigned calls;
  long acc = k;
  calls++;
  acc += (long)(m % 7u) - gr.arr[k % 3];
  if (acc > 3)
    acc -= calls;
  else
    acc += calls;
  return acc;
}

int main(void) {
  int i = 0;
  unsigned u = 4000000000u;
  char c = 'A';
  long total = 0;
  unsigned long long big = 1ULL << 63;
  short tbl[4] = { -1, 2, -3, 4 };
  for (i = 0; i < limit; i++) {
    total += mix(i, u);
    u += 1000000000u;
    c++;
    tbl[i & 3] += (short)i;
    if (flag && i == 3)
      big >>= 1;
  }
  gr.f += (int)total;
  sc = (signed char)(sc - 1);
  printf("%ld %u %c %d %d %llu %d %u %lu %hu %hu\n", total, u, c, tbl[0] + tbl[3], gr.f,
         big, sc, (unsigned)gr.bits, ul, us, gu.first);
  return 0;
}
