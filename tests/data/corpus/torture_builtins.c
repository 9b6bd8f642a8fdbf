/* execute-torture style: checks __builtin_* results, calls abort() on a mismatch. */
extern void abort (void);
extern void exit (int);

__attribute__ ((noinline)) static int
pop (unsigned x)
{
  return __builtin_popcount (x);
}

__attribute__ ((noinline)) static int
lead (unsigned x)
{
  return __builtin_clz (1u) - __builtin_clz (x);
}

__attribute__ ((noinline)) static unsigned
swap32 (unsigned x)
{
  return __builtin_bswap32 (x);
}

static int
slow_pop (unsigned long long x)
{
  int n = 0;
  while (x)
    {
      n += (int) (x & 1);
      x >>= 1;
    }
  return n;
}

static unsigned long long seed = 0x123456789abcdefULL;

static unsigned long long
next (void)
{
  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return seed;
}

int
main (void)
{
  int i, r;
  unsigned u;
  char a[16], b[16];

  if (pop (0) != 0 || pop (1) != 1 || pop (0xffu) != 8)
    abort ();
  for (i = 0; i < 200; i++)
    {
      unsigned long long v = next ();
      if (__builtin_popcountll (v) != slow_pop (v))
        abort ();
      if (__builtin_popcount ((unsigned) (v & 0xffffffffu)) != slow_pop (v & 0xffffffffu))
        abort ();
    }
  if (lead (1) != 0 || lead (2) != 1 || lead (3) != 1 || lead (1024) != 10)
    abort ();
  if (__builtin_ctz (8u) != 3 || __builtin_ffs (0) != 0 || __builtin_ffs (12) != 3)
    abort ();
  if (__builtin_parity (7u) != 1 || __builtin_parity (3u) != 0)
    abort ();
  if (swap32 (0x11223344u) != 0x44332211u)
    abort ();
  if (__builtin_abs (-17) != 17 || __builtin_labs (-5L) != 5L || __builtin_llabs (-6LL) != 6LL)
    abort ();

  __builtin_memset (a, 'x', sizeof a);
  __builtin_memcpy (b, a, sizeof b);
  if (__builtin_memcmp (a, b, sizeof a) != 0)
    abort ();
  b[15] = '\0';
  if (__builtin_strlen (b) != 15)
    abort ();

  if (!__builtin_add_overflow (__INT_MAX__, 1, &r))
    abort ();
  if (__builtin_add_overflow (40, 2, &r) || r != 42)
    abort ();
  if (!__builtin_mul_overflow (~0u, 2u, &u))
    abort ();
  if (__builtin_sub_overflow (0u, 1u, &u) == 0 || u != ~0u)
    abort ();

  if (!__builtin_types_compatible_p (int, signed int)
      || __builtin_types_compatible_p (int, unsigned int))
    abort ();
  if (__builtin_choose_expr (sizeof (char) == 1, 5, 6.0) != 5)
    abort ();
  if (__builtin_expect (i != 200, 0))
    abort ();
  exit (0);
}
