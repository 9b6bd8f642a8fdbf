#include <stdio.h>

enum token { T_NUM, T_PLUS, T_MINUS, T_STAR, T_LPAREN, T_RPAREN, T_END, T_BAD };

struct lexer {
  const char *p;
  int value;
};

static enum token next(struct lexer *lx) {
  while (*lx->p == ' ')
    lx->p++;
  char c = *lx->p;
  if (c == '\0')
    return T_END;
  lx->p++;
  switch (c) {
  case '+': return T_PLUS;
  case '-': return T_MINUS;
  case '*': return T_STAR;
  case '(': return T_LPAREN;
  case ')': return T_RPAREN;
  default:
    break;
  }
  if (c >= '0' && c <= '9') {
    int v = c - '0';
    while (*lx->p >= '0' && *lx->p <= '9') {
      v = v * 10 + (*lx->p - '0');
      lx->p++;
    }
    lx->value = v;
    return T_NUM;
  }
  return T_BAD;
}

static int depth_ok(const char *text) {
  int depth = 0;
  for (; *text; text++) {
    if (*text == '(')
      depth++;
    else if (*text == ')') {
      depth--;
      if (depth < 0)
        return 0;
    }
  }
  return depth == 0;
}

int main(void) {
  const char *text = "12 + (3 * 45) - 6";
  struct lexer lx = { text, 0 };
  int counts[8] = { 0 };
  int sum = 0;
  enum token t;
  if (!depth_ok(text)) {
    printf("unbalanced\n");
    return 1;
  }
  while ((t = next(&lx)) != T_END) {
    counts[t]++;
    if (t == T_NUM)
      sum += lx.value;
    if (t == T_BAD) {
      printf("bad token\n");
      return 1;
    }
  }
  for (int i = 0; i < 8; i++)
    printf("%d ", counts[i]);
  printf("\n%d\n", sum);
  return 0;
}
