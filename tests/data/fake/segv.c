/* expect: compiler-crash
   CCFUZZ_FAKE_SEGV */
int main(void) { return 0; }
