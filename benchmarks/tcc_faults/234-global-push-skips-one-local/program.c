#include <stdio.h>

/* validate records; a per-call count of bad fields, a per-record count, and
   the program-wide total (defined at the end of the file) all share a name */
struct record { int id; int fields[4]; };

static int validate(const struct record *recs, int n)
{
    int errors = 0, i, j;

    for (i = 0; i < n; i++) {
        int errors = 0;
        for (j = 0; j < 4; j++)
            if (recs[i].fields[j] < 0)
                errors++;
        if (errors) {
            extern int errors;
            errors += 1;
        }
        printf("record %d: %d bad field(s)\n", recs[i].id, errors);
    }
    for (i = 0; i < n; i++)
        errors += recs[i].fields[0] > 100;
    return errors;
}

int errors = 1000;

int main(void)
{
    static const struct record recs[] = {
        { 1, { 5, -1, 7, 8 } },
        { 2, { 150, 2, 3, 4 } },
        { 3, { -4, -5, 6, 200 } },
        { 4, { 101, 0, 0, 0 } },
    };
    int big = validate(recs, 4);
    printf("oversized first fields: %d\n", big);
    printf("records with errors so far: %d\n", errors - 1000);
    return 0;
}
