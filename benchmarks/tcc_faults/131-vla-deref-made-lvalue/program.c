#include <stdio.h>

/* Pascal's triangle and a multiplication table kept in
   variable-length 2D arrays sized at run time */
static int read_size(int argc, int fallback)
{
    return argc > 1 ? argc + 4 : fallback;
}

static long sum_row(int n, const long *row)
{
    long s = 0;
    int j;
    for (j = 0; j < n; j++)
        s += row[j];
    return s;
}

int main(int argc, char **argv)
{
    int n = read_size(argc, 7);
    long pascal[n][n];
    int table[n][n];
    int i, j;

    (void)argv;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            if (j == 0 || j == i)
                pascal[i][j] = 1;
            else if (j < i)
                pascal[i][j] = pascal[i - 1][j - 1] + pascal[i - 1][j];
            else
                pascal[i][j] = 0;
            table[i][j] = (i + 1) * (j + 1);
        }

    for (i = 0; i < n; i++) {
        for (j = 0; j <= i; j++)
            printf("%ld ", pascal[i][j]);
        printf("| sum %ld\n", sum_row(n, pascal[i]));
    }
    printf("diagonal:");
    for (i = 0; i < n; i++)
        printf(" %d", table[i][i]);
    printf("\n");
    return 0;
}
