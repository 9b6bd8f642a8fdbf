/* execute-torture style: loop shapes that optimizers like to transform. */
extern void abort (void);
extern void exit (int);

#define N 37

static int arr[N];
static volatile int sink;

__attribute__ ((noinline)) static unsigned
wrap_count (unsigned start, unsigned step)
{
  unsigned i, n = 0;
  /* i wraps around zero: unsigned arithmetic is modular */
  for (i = start; i != 0; i += step)
    n++;
  return n;
}

__attribute__ ((noinline)) static int
rev_sum (const int *p, int n)
{
  int s = 0;
  while (n-- > 0)
    s += p[n] * (n + 1);
  return s;
}

__attribute__ ((noinline)) static int
find (const int *p, int n, int key)
{
  int i;
  for (i = 0; i < n; i++)
    if (p[i] == key)
      break;
  return i;
}

__attribute__ ((noinline)) static long long
strided (int stride)
{
  long long s = 0;
  int i, j;
  for (i = 0, j = N - 1; i < N && j >= 0; i += stride, j -= stride)
    s += (long long) arr[i] - arr[j];
  return s;
}

int
main (void)
{
  int i, k, s = 0, plain = 0;
  unsigned char c;

  for (i = 0; i < N; i++)
    arr[i] = i * i - 3 * i;
  for (i = 0; i < N; i++)
    {
      s += i * (i * i - 3 * i);
      plain += arr[i];
    }
  /* rev_sum weighs arr[i] by i + 1 */
  if (rev_sum (arr, N) != s + plain)
    abort ();
  if (rev_sum (arr, 3) != -2 * 2 + (-2) * 3 + 0)
    abort ();
  if (wrap_count (~0u - 9u, 1u) != 10u || wrap_count (~0u - 9u, 2u) != 5u)
    abort ();
  if (find (arr, N, 4) != 4 || find (arr, N, 5) != N)
    abort ();
  if (strided (1) != 0 || strided (N) != (long long) arr[0] - arr[N - 1])
    abort ();

  k = 0;
  for (c = 250; c != 4; c++)   /* unsigned char wraps from 255 to 0 */
    k++;
  if (k != 10)
    abort ();

  k = 0;
  do
    {
      sink = k;
      k += 3;
    }
  while (k < 30);
  if (sink != 27 || k != 30)
    abort ();

  for (i = 0, k = 100; i < k; i++, k--)
    ;
  if (i != 50 || k != 50)
    abort ();
  exit (0);
}
