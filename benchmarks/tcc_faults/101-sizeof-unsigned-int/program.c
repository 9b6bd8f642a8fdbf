#include <stdio.h>
#include <stdint.h>

/* Plan where the files of a disk image go: each file starts on a block
   boundary, after a small directory entry. */

struct block {
    unsigned char bytes[4096];
};

struct dirent32 {
    uint32_t start_block;
    uint32_t nblocks;
    char name[24];
};

static unsigned long long round_up(unsigned long long off)
{
    return (off + sizeof(struct block) - 1) & ~(sizeof(struct block) - 1);
}

int main(void)
{
    static const struct {
        const char *name;
        unsigned long long size;
    } files[] = {
        { "boot.img", 1536 },
        { "kernel", 9000000 },
        { "rootfs.sqsh", 3221225472ULL },
        { "home.ext4", 2147483648ULL },
        { "swap", 4096 },
    };
    unsigned long long off = 0;
    int i;

    for (i = 0; i < 5; i++) {
        off += sizeof(struct dirent32);
        off = round_up(off);
        printf("%-12s at %12llu (block %8llu), %11llu bytes\n", files[i].name, off,
               off / sizeof(struct block), files[i].size);
        off += files[i].size;
    }
    printf("image size %llu bytes, %llu blocks\n", round_up(off),
           round_up(off) / sizeof(struct block));
    return 0;
}
