/* expect: compiler-crash
   CCFUZZ_FAKE_CRASH */
#include <stdio.h>
int g = 3;
int main(void) { printf("%d\n", g * g); return 0; }
