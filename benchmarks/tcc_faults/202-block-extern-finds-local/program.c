#include <stdio.h>

/* running statistics kept by the logger */
int warnings = 0;
int errors = 0;

static void report(const char *what, int level)
{
    extern int warnings;

    if (level > 1)
        errors++;
    else
        warnings++;
    printf("%-8s level %d\n", what, level);
}

static int scan(const int *levels, int n)
{
    int i, warnings = 0;

    for (i = 0; i < n; i++) {
        if (levels[i] == 1)
            warnings++;
        if (levels[i] > 0) {
            extern int errors;
            report("entry", levels[i]);
            if (errors > 2) {
                extern int warnings;
                printf("too many errors after %d warnings\n", warnings);
                break;
            }
        }
    }
    return warnings;
}

int main(void)
{
    int levels[] = {0, 1, 2, 1, 2, 0, 2, 1, 2};
    int local;

    report("startup", 1);
    local = scan(levels, 9);

    printf("local warnings %d, global warnings %d, errors %d\n",
           local, warnings, errors);
    return 0;
}
