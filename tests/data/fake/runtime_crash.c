/* expect: runtime-crash
   CCFUZZ_FAKE_RUNTIME_CRASH */
#include <stdio.h>
int main(void) { puts("fine"); return 0; }
