/* execute-torture style: structs and unions passed, returned and copied by value. */
extern void abort (void);
extern void exit (int);

struct inner { short lo, hi; };
struct outer { char tag; struct inner in[3]; long long total; };
union u { unsigned int word; unsigned short half[2]; struct inner pair; };

__attribute__ ((noinline)) static struct outer
build (char tag, int base)
{
  struct outer o = { .tag = tag };
  int i;
  for (i = 0; i < 3; i++)
    {
      o.in[i].lo = (short) (base + i);
      o.in[i].hi = (short) (base * 2 + i);
      o.total += o.in[i].lo + o.in[i].hi;
    }
  return o;
}

__attribute__ ((noinline)) static long long
weigh (struct outer o)
{
  long long w = o.tag;
  int i;
  for (i = 0; i < 3; i++)
    w += (long long) o.in[i].lo * o.in[i].hi;
  o.total = -1;              /* modifies the callee's copy only */
  return w;
}

__attribute__ ((noinline)) static void
twice (struct inner *restrict dst, const struct inner *restrict src, int n)
{
  int i;
  for (i = 0; i < n; i++)
    {
      dst[i].lo = (short) (src[i].lo * 2);
      dst[i].hi = (short) (src[i].hi * 2);
    }
}

static int
same (const struct outer *a, const struct outer *b)
{
  int i;
  if (a->tag != b->tag || a->total != b->total)
    return 0;
  for (i = 0; i < 3; i++)
    if (a->in[i].lo != b->in[i].lo || a->in[i].hi != b->in[i].hi)
      return 0;
  return 1;
}

int
main (void)
{
  struct outer a = build ('k', 10), b;
  struct inner d[3];
  union u x;
  struct inner zero = (struct inner) { 0 };

  if (a.tag != 'k' || a.in[2].lo != 12 || a.in[2].hi != 22 || a.total != 33 + 63)
    abort ();
  if (weigh (a) != 'k' + 10 * 20 + 11 * 21 + 12 * 22 || a.total != 96)
    abort ();
  b = a;
  if (!same (&a, &b))
    abort ();
  b.in[1].hi++;
  if (same (&a, &b))
    abort ();
  twice (d, a.in, 3);
  if (d[0].lo != 20 || d[2].hi != 44)
    abort ();

  x.pair = (struct inner) { .lo = 3, .hi = 4 };
  if (x.pair.lo + x.pair.hi != 7)
    abort ();
  x.word = 0;
  if (x.half[0] != 0 || x.half[1] != 0)
    abort ();
  if (zero.lo != 0 || zero.hi != 0)
    abort ();
  exit (0);
}
