/* A struct copied while half set: legal C, but the copy's hole is uninitialized, and a value
   profile that reads every field of an initialized local reads it (a known limitation).
   The MemorySanitizer test uses it to show that the check it relies on has teeth. */
#include <stdio.h>

struct pair { int a, b; };

int main(void) {
  struct pair half;
  half.a = 1;
  struct pair copy = half;
  printf("%d\n", copy.a);
  return 0;
}
