/* Known values at known points: each point is the statement after a "P<n>" comment. */
#include <stdio.h>

enum color { RED, GREEN = 5, BLUE };
struct inner { short h; };
struct rec {
  int f;
  unsigned b : 3;
  signed s : 4;
  int arr[3];
  struct inner in;
  int *ptr;
};
union un { int first; char other; };

int g = 7;
unsigned long long big = 18446744073709551615ULL;
static struct rec gr = { 1, 5, -3, { 10, 20, 30 }, { -2 }, 0 };
static union un gu = { 42 };
volatile int vol = 3;
extern int nowhere;

static int counter(void) {
  static int calls;
  /* P1 */
  calls++;
  return calls;
}

static int twice(int x, int arr[2]) {
  /* P2 */
  return 2 * x + arr[0];
}

int main(void) {
  int neg = -5;
  int later;
  enum color c = GREEN;
  int a[10] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3 };
  int i;
  unsigned char uc = 200;
  union un lu = { .other = 1 };
  int sum = 0;
  int step = 0;
  for (i = 0; i < 3; i++) {
    /* P3 */
    sum += counter() + twice(i, a);
    neg--;
  }
  later = sum;
  /* P4 */
  gr.f = later;
  if (c == GREEN)
    /* P5 */
    c = BLUE;
  for (i = 0; i < 100; i++)
    /* P6 */
    step += 3;
  if (g == 8)
    /* P7 */
    g = 9;
  printf("%d %d %d %d %llu %u %d %d\n", sum, neg, gr.f, (int)c, big, uc, lu.other + vol, step);
  return 0;
}
