#include <stdio.h>

int main(void) {
  const char *s = "Abc 123, xyz!";
  int upper = 0, lower = 0, digit = 0, other = 0;
  for (int i = 0; s[i]; i++) {
    char c = s[i];
    if (c >= 'A' && c <= 'Z')
      upper++;
    else if (c >= 'a' && c <= 'z')
      lower++;
    else if (c >= '0' && c <= '9')
      digit++;
    else
      other++;
  }
  printf("%d %d %d %d\n", upper, lower, digit, other);
  return 0;
}
