#include <stdio.h>

struct perms {
    unsigned read : 1;
    unsigned write : 1;
    unsigned exec : 1;
    unsigned : 0;       /* start the owner id in a fresh unit */
    unsigned owner : 16;
};

static unsigned pack(const struct perms *p)
{
    return (unsigned)p->owner << 3 | p->exec << 2 | p->write << 1 | p->read;
}

int main(void)
{
    struct perms files[3] = { { 1, 0, 1, 1000 }, { 1, 1, 0, 0 }, { 0, 0, 1, 65535 } };
    int i;

    for (i = 0; i < 3; i++)
        printf("file %d: %c%c%c owner %u packed %u\n", i, files[i].read ? 'r' : '-',
               files[i].write ? 'w' : '-', files[i].exec ? 'x' : '-',
               (unsigned)files[i].owner, pack(&files[i]));
    return 0;
}
