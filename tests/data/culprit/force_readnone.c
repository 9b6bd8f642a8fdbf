/* Under clang-14 -O2 -mllvm -force-attribute=bump:readnone, ForceFunctionAttrsPass (pass 2)
   marks bump() as not touching memory, and code generation then reads g before the call:
   the program prints 0 instead of 1. */
#include <stdio.h>
int g;
__attribute__((noinline)) void bump(void) { g++; }
int main(void) { bump(); printf("%d\n", g); return 0; }
