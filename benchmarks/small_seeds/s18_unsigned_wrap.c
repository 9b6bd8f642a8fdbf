#include <stdio.h>

static unsigned char checksum(const unsigned char *buf, int n) {
  unsigned char c = 0;
  for (int i = 0; i < n; i++)
    c = (unsigned char)(c + buf[i]);
  return c;
}

int main(void) {
  unsigned char buf[5] = { 200, 100, 7, 250, 1 };
  unsigned char c = checksum(buf, 5);
  unsigned short s = 65535;
  s = (unsigned short)(s + 2);
  if (c == 0 && s == 0) {
    printf("zero\n");
    return 1;
  }
  printf("%u %u\n", (unsigned)c, (unsigned)s);
  return 0;
}
