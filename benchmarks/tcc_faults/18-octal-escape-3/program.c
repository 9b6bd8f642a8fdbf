#include <stdio.h>
#include <string.h>

int main(void)
{
    const char *word = "\101\102C";
    const char *tab = "x\011y";
    int sum = 0;
    size_t i;
    for (i = 0; i < strlen(word); i++)
        sum = sum * 7 + word[i];
    printf("len = %u, sum = %d, tab = %u\n", (unsigned)strlen(word), sum, (unsigned)strlen(tab));
    return 0;
}
