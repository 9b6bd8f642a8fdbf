/* The fake gcc miscompiles this when PRE or the first DSE pass runs: only turning both off
   makes the bug disappear.
   CCFUZZ_FAKE_FLAG: tree-pre=tree-pre tree-dse=tree-dse1 */
#include <stdio.h>
int main(void) { int x = 1234; printf("%d\n", x); return 0; }
