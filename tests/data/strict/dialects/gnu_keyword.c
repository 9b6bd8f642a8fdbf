/* dialect: gnu11 -- typeof is a GNU keyword: c11 reads it as an undeclared function */
int twice(int x) { typeof(x) y = 2 * x; return y; }
int main(void) { return twice(0); }
