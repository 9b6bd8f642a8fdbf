#include <stdio.h>

/* draws a small binary tree and counts its nodes
 *
 *          8
 *        /   \
 *       4     12
 */

struct node {
    int key;
    int left, right;   /* indices into the pool, -1 for none */
};

static struct node pool[16];
static int used;

static int insert(int root, int key)
{
    if (root < 0) {
        pool[used].key = key;
        pool[used].left = pool[used].right = -1;
        return used++;
    }
    if (key < pool[root].key)
        pool[root].left = insert(pool[root].left, key);
    else
        pool[root].right = insert(pool[root].right, key);
    return root;
}

static int depth(int root)
{
    int l, r;
    if (root < 0)
        return 0;
    l = depth(pool[root].left);
    r = depth(pool[root].right);
    return 1 + (l > r ? l : r);
}

int main(void)
{
    static const int keys[] = { 8, 4, 12, 2, 6, 10, 14, 1 };
    int root = -1, i, sum = 0, lean = 0;

    for (i = 0; i < 8; i++)
        root = insert(root, keys[i]);
    for (i = 0; i < used; i++)
        sum += pool[i].key;
    // a left-heavy tree leans like  /  and a right-heavy one like  \
    lean = depth(pool[root].left) - depth(pool[root].right);
    printf("nodes %d, depth %d, key sum %d, lean %d\n", used, depth(root), sum, lean);
    printf("leftmost key %d\n", pool[pool[pool[root].left].left].key);
    return 0;
}
