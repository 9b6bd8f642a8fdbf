#include <stdio.h>
#include <string.h>

/* what a header would declare */
extern const char *const weekdays[];
extern int hours_worked[];
int total_hours(void);

/* the definitions, with their sizes */
const char *const weekdays[7] = {
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"
};
int hours_worked[7] = { 8, 7, 9, 8, 6, 0, 0 };

int total_hours(void)
{
    int i, sum = 0;
    for (i = 0; i < 7; i++)
        sum += hours_worked[i];
    return sum;
}

int main(void)
{
    int i, longest = 0;

    for (i = 0; i < 7; i++) {
        if (strlen(weekdays[i]) > strlen(weekdays[longest]))
            longest = i;
        printf("%-10s %d h\n", weekdays[i], hours_worked[i]);
    }
    printf("total %d h, longest name %s, %d bytes of hours\n", total_hours(),
           weekdays[longest], (int)sizeof hours_worked);
    return 0;
}
