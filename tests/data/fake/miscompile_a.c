/* expect: wrong-code
   CCFUZZ_FAKE_MISCOMPILE */
#include <stdio.h>
int main(void) { printf("%d\n", 1234 * 2); return 0; }
