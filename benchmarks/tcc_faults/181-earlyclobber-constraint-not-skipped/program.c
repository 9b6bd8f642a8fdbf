#include <stdio.h>
#include <stdint.h>

/* walk the used slots of a small allocation bitmap with x86 bit-scan instructions */

/* clear the lowest set bit of *word (which must be non-zero) and return its index */
static inline int take_lowest(uint32_t *word)
{
    uint32_t v = *word, rest;
    int idx;

    __asm__("bsfl %2, %0\n\t"
            "leal -1(%2), %1\n\t"
            "andl %2, %1"
            : "=&r"(idx), "=&r"(rest)
            : "r"(v)
            : "cc");
    *word = rest;
    return idx;
}

int main(void)
{
    static const uint32_t bitmap[4] = { 0x00000000u, 0x80000001u, 0x0000F0F0u, 0x00010400u };
    int i, total = 0, sum = 0;

    for (i = 0; i < 4; i++) {
        uint32_t w = bitmap[i];
        int used = 0;

        printf("word %d:", i);
        while (w) {
            int slot = i * 32 + take_lowest(&w);
            printf(" %d", slot);
            sum += slot;
            used++;
        }
        printf("%s (%d used)\n", used ? "" : " empty", used);
        total += used;
    }
    printf("total %d slots in use, index sum %d\n", total, sum);
    return 0;
}
