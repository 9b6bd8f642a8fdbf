/* Input-driven: reads "name score" lines with fgets and grades them with GNU
   case ranges.  The sample input has no score below 60, no C grade and no
   malformed line, so those cases are never executed -- including the case that
   holds the declaration of a variable the executed cases use. */
#include <stdio.h>
#include <string.h>

struct tally { int count; int points; };

static struct tally by_grade[5];
static const char grade_letters[] = "ABCDF";

static int letter_index(char g)
{
    const char *p = strchr(grade_letters, g);
    return p ? (int)(p - grade_letters) : 4;
}

static void report_failure(const char *name, int score)
{
    printf("%s failed with %d\n", name, score);
}

int main(void)
{
    char line[128], name[64];
    int score, lineno = 0, bad = 0, skipped = 0, bonus_total = 0;

    while (fgets(line, sizeof line, stdin) != NULL) {
        char grade;
        lineno++;
        if (line[0] == '#' || line[0] == '\n') {
            skipped++;
            continue;
        }
        if (sscanf(line, "%63s %d", name, &score) != 2)
            goto malformed;
        if (score < 0 || score > 100)
            goto malformed;

        switch (score) {
        case 0 ... 59:
            grade = 'F';
            int bonus = 0;              /* declared in a case that never runs... */
            report_failure(name, score);
            bonus_total += bonus;
            break;
        case 60 ... 69:
            grade = 'D';
            bonus = 1;                  /* ...but assigned and used in the ones that do */
            bonus_total += bonus;
            break;
        case 70 ... 79:
            grade = 'C';
            bonus = 2;
            bonus_total += bonus;
            break;
        case 80 ... 89:
            grade = 'B';
            bonus = 3;
            bonus_total += bonus;
            break;
        default:
            grade = 'A';
            bonus = score == 100 ? 10 : 5;
            bonus_total += bonus;
            break;
        }
        by_grade[letter_index(grade)].count++;
        by_grade[letter_index(grade)].points += score;
        printf("%-8s %3d %c\n", name, score, grade);
        continue;
    malformed:
        bad++;
        printf("line %d: malformed\n", lineno);
    }

    for (int i = 0; i < 5; i++) {
        if (by_grade[i].count == 0)
            continue;
        printf("%c: %d students, mean %d\n", grade_letters[i], by_grade[i].count,
               by_grade[i].points / by_grade[i].count);
    }
    printf("bad=%d skipped=%d bonus=%d\n", bad, skipped, bonus_total);
    return 0;
}
