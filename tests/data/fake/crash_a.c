/* expect: compiler-crash
   CCFUZZ_FAKE_CRASH */
int main(void) { return 0; }
