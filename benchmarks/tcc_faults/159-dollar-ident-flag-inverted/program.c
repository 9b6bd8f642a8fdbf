#include <stdio.h>
#include <string.h>

/* Condition codes in the style of an old VMS-derived library,
   ported to a portable C implementation. */

#define SS$_NORMAL    1
#define SS$_BADPARAM  20
#define SS$_ENDOFFILE 2160

struct dsc$descriptor {
    unsigned short dsc$w_length;
    const char *dsc$a_pointer;
};

static int lib$count_vowels(const struct dsc$descriptor *d, int *count)
{
    int i, n = 0;

    if (d->dsc$a_pointer == NULL)
        return SS$_BADPARAM;
    if (d->dsc$w_length == 0)
        return SS$_ENDOFFILE;
    for (i = 0; i < d->dsc$w_length; i++) {
        switch (d->dsc$a_pointer[i]) {
        case 'a': case 'e': case 'i': case 'o': case 'u':
            n++;
        }
    }
    *count = n;
    return SS$_NORMAL;
}

int main(void)
{
    static const char *words[] = { "descriptor", "", "condition", NULL };
    int i;

    for (i = 0; i < 4; i++) {
        struct dsc$descriptor d;
        int count = -1, status;

        d.dsc$a_pointer = words[i];
        d.dsc$w_length = words[i] ? (unsigned short)strlen(words[i]) : 0;
        status = lib$count_vowels(&d, &count);
        printf("word %d: status %d, vowels %d\n", i, status, count);
    }
    return 0;
}
