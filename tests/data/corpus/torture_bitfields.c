/* execute-torture style: bit-field loads, stores, sign extension and wrap-around. */
extern void abort (void);
extern void exit (int);

struct S
{
  unsigned int a : 3;
  signed int b : 4;
  unsigned int c : 9;
  signed int d : 7;
  unsigned long long e : 33;
  unsigned char f : 2;
};

__attribute__ ((noinline)) static struct S
make (int a, int b, int c, int d)
{
  struct S s = { 0, 0, 0, 0, 0, 0 };
  s.a = a;
  s.b = b;
  s.c = c;
  s.d = d;
  s.e = 0x1ffffffffULL;
  s.f = 3;
  return s;
}

__attribute__ ((noinline)) static int
sum (struct S s)
{
  return s.a + s.b + s.c + s.d + s.f;
}

__attribute__ ((noinline)) static void
bump (struct S *p)
{
  p->a++;
  p->b++;
  p->c += 500;
  p->e++;
  p->f ^= 1;
}

int
main (void)
{
  struct S s = make (5, -8, 300, -64), t;
  int i;

  if (s.a != 5 || s.b != -8 || s.c != 300 || s.d != -64 || s.f != 3)
    abort ();
  if (sum (s) != 5 - 8 + 300 - 64 + 3)
    abort ();
  bump (&s);
  /* unsigned fields wrap modulo 2^width; signed ones are kept in range.  */
  if (s.b != -7)
    abort ();
  s.b = 7;
  if (s.a != 6 || s.c != (300 + 500) % 512 || s.e != 0 || s.f != 2)
    abort ();
  t = s;
  t.a = 7;
  t.a++;
  if (t.a != 0 || s.a != 6)
    abort ();
  for (i = -64; i < 64; i++)
    {
      t.d = i;
      if (t.d != i || (t.d < 0) != (i < 0))
        abort ();
    }
  if (__builtin_expect (t.b != 7, 0))
    abort ();
  exit (0);
}
