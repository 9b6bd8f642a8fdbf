/* The fake clang miscompiles this when GVN runs on main.
   CCFUZZ_FAKE_PASS: GVNPass on main */
#include <stdio.h>
int main(void) { int x = 1234; printf("%d\n", x); return 0; }
