#include <stdio.h>

/* hash-table bucket selection and modular exponentiation */
static unsigned mulmod(unsigned a, unsigned b, unsigned m)
{
    return (unsigned long long)a * b % m;
}

static unsigned powmod(unsigned base, unsigned exp, unsigned m)
{
    unsigned result = 1 % m;
    base %= m;
    while (exp) {
        if (exp & 1)
            result = mulmod(result, base, m);
        base = mulmod(base, base, m);
        exp >>= 1;
    }
    return result;
}

static int bucket(int key, int nbuckets)
{
    return key % nbuckets;
}

int main(void)
{
    static const int keys[] = { 17, 4096, 12345, 99, 31337, 7 };
    int i;

    for (i = 0; i < 6; i++)
        printf("key %5d -> bucket %d\n", keys[i], bucket(keys[i], 13));
    printf("3^200 mod 1000003 = %u\n", powmod(3, 200, 1000003));
    printf("7^65537 mod 4294967291 = %u\n", powmod(7, 65537, 4294967291u));
    return 0;
}
