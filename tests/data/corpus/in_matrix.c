/* Input-driven: reads an operation letter, a size n and an n x n matrix.
   The sample input asks for the determinant of a 4x4 matrix, so det() recurses
   down to 2x2 but never reaches its 1x1 case, and the trace, transpose and
   square operations (and the input error path) are never executed. */
#include <stdio.h>

#define MAXN 6

typedef long row_t[MAXN];

static long det(const row_t *m, int n)
{
    row_t minor[MAXN];
    long sum = 0;
    int sign = 1;

    if (n == 1)
        return m[0][0];
    if (n == 2)
        return m[0][0] * m[1][1] - m[0][1] * m[1][0];
    for (int col = 0; col < n; col++) {
        for (int i = 1; i < n; i++)
            for (int j = 0, k = 0; j < n; j++) {
                if (j == col)
                    continue;
                minor[i - 1][k++] = m[i][j];
            }
        sum += sign * m[0][col] * det((const row_t *)minor, n - 1);
        sign = -sign;
    }
    return sum;
}

static long trace(row_t *m, int n)
{
    long t = 0;
    for (int i = 0; i < n; i++) t += m[i][i];
    return t;
}

static void transpose(row_t *m, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            long t = m[i][j]; m[i][j] = m[j][i]; m[j][i] = t;
        }
}

static void square(row_t *m, int n)
{
    row_t r[MAXN] = { { 0 } };
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++)
                r[i][j] += m[i][k] * m[k][j];
    __builtin_memcpy(m, r, sizeof r);
}

static void print(row_t *m, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            printf("%ld%c", m[i][j], j + 1 < n ? ' ' : '\n');
}

int main(void)
{
    row_t m[MAXN];
    char op;
    int n, symmetric = 1;

    if (scanf(" %c %d", &op, &n) != 2 || n < 1 || n > MAXN)
        goto fail;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (scanf("%ld", &m[i][j]) != 1)
                goto fail;
    for (int i = 0; i < n && symmetric; i++)
        for (int j = 0; j < i; j++)
            if (m[i][j] != m[j][i]) { symmetric = 0; break; }
    printf("n=%d symmetric=%d\n", n, symmetric);

    switch (op) {
    case 'd': printf("det=%ld\n", det((const row_t *)m, n)); break;
    case 't': printf("trace=%ld\n", trace(m, n)); break;
    case 'T': transpose(m, n); print(m, n); break;
    case 's': square(m, n); print(m, n); break;
    default: goto fail;
    }
    return 0;
fail:
    printf("bad input\n");
    return 0;
}
