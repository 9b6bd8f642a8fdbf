/* expect: wrong-code
   CCFUZZ_FAKE_MISCOMPILE */
#include <stdio.h>
static int table[3] = {1, 1234, 7};
int main(void) {
    int sum = 0;
    for (int i = 0; i < 3; i++) sum += table[i];
    printf("sum = %d\n", sum);
    return 0;
}
