/* The fake clang crashes on this when instruction combining runs on main.
   CCFUZZ_FAKE_PASS_CRASH: InstCombinePass on main */
#include <stdio.h>
int main(void) { int x = 1234; printf("%d\n", x); return 0; }
