#include <stdio.h>

static int my_strlen(const char *s) {
  int n = 0;
  while (s[n])
    n++;
  return n;
}

static int count_char(const char *s, char c) {
  int k = 0;
  for (; *s; s++)
    if (*s == c)
      k++;
  return k;
}

int main(void) {
  const char *text = "hello, world";
  int len = my_strlen(text);
  int ls = count_char(text, 'l');
  if (len == 0)
    return 1;
  printf("%d %d\n", len, ls);
  return 0;
}
