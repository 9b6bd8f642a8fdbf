#include <stdio.h>

/* record layout shared with the assembly: a HDR_SIZE-byte header padded
   to REC_ALIGN, then the payload */
#define HDR_SIZE   13
#define REC_ALIGN  8
#define SLOT_BITS  4

#define STR_(x) #x
#define STR(x) STR_(x)

/* offset of the payload inside a record that starts at 'base' */
static unsigned payload_at(unsigned base)
{
    __asm__("addl $(" STR(HDR_SIZE) " + (" STR(REC_ALIGN) " - " STR(HDR_SIZE)
            " %% " STR(REC_ALIGN) ") %% " STR(REC_ALIGN) "), %0" : "+r"(base));
    return base;
}

/* slot number of a key: keep the low SLOT_BITS bits */
static unsigned slot_of(unsigned key)
{
    __asm__("andl $((1 << " STR(SLOT_BITS) ") - 1), %0" : "+r"(key));
    return key;
}

int main(void)
{
    static const unsigned bases[] = { 0, 64, 128, 4096 };
    static const unsigned keys[] = { 7, 18, 255, 1000, 65537 };
    unsigned i, padded;

    padded = HDR_SIZE + (REC_ALIGN - HDR_SIZE % REC_ALIGN) % REC_ALIGN;
    printf("header %d bytes, padded to %u\n", HDR_SIZE, padded);
    for (i = 0; i < sizeof bases / sizeof bases[0]; i++)
        printf("record at %4u: payload at %4u\n", bases[i], payload_at(bases[i]));
    for (i = 0; i < sizeof keys / sizeof keys[0]; i++)
        printf("key %5u -> slot %2u\n", keys[i], slot_of(keys[i]));
    return 0;
}
