/* The fake gcc miscompiles this when its second VRP pass runs.
   CCFUZZ_FAKE_FLAG: tree-vrp=tree-vrp2 */
#include <stdio.h>
int main(void) { int x = 1234; printf("%d\n", x); return 0; }
