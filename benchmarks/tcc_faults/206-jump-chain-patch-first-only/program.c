#include <stdio.h>

/* map exam scores to letter grades; negative scores mark absent students */
static int grade(int score)
{
    if (score < 0)
        return -1;
    if (score >= 90)
        return 4;
    return score / 25;
}

static const char *name(int g)
{
    static const char *names[] = {"F", "D", "C", "B", "A"};
    if (g < 0)
        return "absent";
    return names[g];
}

int main(void)
{
    int scores[8] = {95, 42, -5, 77, 88, 12, 60, -20};
    int counts[5] = {0, 0, 0, 0, 0};
    int i, absent = 0;

    for (i = 0; i < 8; i++) {
        int g = grade(scores[i]);
        printf("student %d: %3d -> %s\n", i + 1, scores[i], name(g));
        if (g < 0)
            absent++;
        else
            counts[g]++;
    }
    printf("absent %d\n", absent);
    for (i = 0; i < 5; i++)
        printf("%s: %d\n", name(i), counts[i]);
    return 0;
}
