#include <stdio.h>

/* Multiply two small matrices whose sizes are only known at run time. */
static int dims[] = { 2, 3, 4 };

static void show(const char *name, int rows, int cols, const long *cells)
{
    int i, j;
    printf("%s (%dx%d):\n", name, rows, cols);
    for (i = 0; i < rows; i++) {
        for (j = 0; j < cols; j++)
            printf(" %5ld", cells[i * cols + j]);
        printf("\n");
    }
}

int main(void)
{
    int n = dims[0], k = dims[1], m = dims[2];
    long a[n][k], b[k][m], c[n][m];
    int i, j, t;

    for (i = 0; i < n; i++)
        for (j = 0; j < k; j++)
            a[i][j] = i + 2 * j + 1;
    for (i = 0; i < k; i++)
        for (j = 0; j < m; j++)
            b[i][j] = (i == j) ? 3 : i - j;

    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) {
            long sum = 0;
            for (t = 0; t < k; t++)
                sum += a[i][t] * b[t][j];
            c[i][j] = sum;
        }

    show("a", n, k, &a[0][0]);
    show("b", k, m, &b[0][0]);
    show("a*b", n, m, &c[0][0]);
    printf("sizeof c = %zu\n", sizeof c);
    return 0;
}
