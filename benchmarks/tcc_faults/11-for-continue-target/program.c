#include <stdio.h>

int main(void)
{
    int i, sum = 0, skipped = 0;
    for (i = 0; i < 10; i++) {
        if (i == 3) {
            i += 2;
            skipped++;
            continue;
        }
        sum += i;
    }
    printf("sum = %d, skipped = %d, i = %d\n", sum, skipped, i);
    return 0;
}
