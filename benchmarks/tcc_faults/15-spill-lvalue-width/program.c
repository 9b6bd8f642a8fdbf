#include <stdio.h>

struct node {
    int key;
    int value;
};

static int square(int x)
{
    return x * x;
}

int main(void)
{
    struct node nodes[4];
    struct node *p = nodes;
    int i, sum = 0;
    for (i = 0; i < 4; i++) {
        p[i].key = i;
        p[i].value = square(i + 1);
    }
    for (i = 0; i < 4; i++)
        sum += nodes[i].key * 100 + nodes[i].value;
    printf("sum = %d\n", sum);
    return 0;
}
