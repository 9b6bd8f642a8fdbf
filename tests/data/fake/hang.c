/* expect: compiler-hang
   CCFUZZ_FAKE_HANG */
int main(void) { return 0; }
