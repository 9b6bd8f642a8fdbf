#include <stdio.h>
#include <string.h>

/* Validate a small table of records.  Each check counts the problems of
   one record in a local 'errors'; the file-level 'errors' keeps the total. */
struct record {
    const char *name;
    int age;
    int score;
};

int errors;
int records_seen;

static int validate(const struct record *r)
{
    int errors = 0;

    records_seen++;
    if (r->name[0] == '\0')
        errors++;
    if (r->age < 0 || r->age > 130)
        errors++;
    if (r->score < 0 || r->score > 100)
        errors++;
    if (errors > 0) {
        extern int errors;
        errors++;
        printf("record %d (%s): rejected, %d bad record(s) so far\n",
               records_seen, r->name[0] ? r->name : "?", errors);
    }
    return errors;
}

int main(void)
{
    static const struct record table[] = {
        { "ada", 36, 91 },
        { "", 40, 50 },
        { "bob", 212, 77 },
        { "cy", -1, 120 },
        { "dee", 29, 100 },
        { "eve", 131, -5 },
    };
    int i, problems = 0;

    for (i = 0; i < (int)(sizeof table / sizeof table[0]); i++)
        problems += validate(&table[i]);
    printf("%d records, %d rejected, %d problems\n", records_seen, errors, problems);
    return 0;
}
