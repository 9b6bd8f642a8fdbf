/* expect: rejects-valid
   CCFUZZ_FAKE_REJECT */
int main(void) { return 0; }
