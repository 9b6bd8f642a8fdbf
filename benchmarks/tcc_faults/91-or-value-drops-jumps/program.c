#include <stdio.h>
#include <string.h>

struct user {
    const char *name;
    int age;
    int score;
};

static int is_vowel(char c)
{
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
}

static int count_vowels(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += is_vowel(*s);
    return n;
}

int main(void)
{
    static const struct user users[] = {
        { "alice", 34, 88 }, { "bob", 17, 92 }, { "carol", 70, 45 },
        { "dave", 25, 101 }, { "eve", 41, 67 }, { "oscar", 8, 12 },
    };
    int i, flagged = 0, adults = 0;

    for (i = 0; i < 6; i++) {
        const struct user *u = &users[i];
        int minor = u->age < 18;
        int odd_score = u->score < 0 || u->score > 100;
        int senior = u->age >= 65 && u->score < 50;
        int vowel_start = is_vowel(u->name[0]);
        adults += !minor;
        flagged += odd_score || senior;
        printf("%-6s minor=%d odd=%d senior=%d vowel=%d vowels=%d len=%d\n",
               u->name, minor, odd_score, senior, vowel_start,
               count_vowels(u->name), (int)strlen(u->name));
    }
    printf("adults %d, flagged %d\n", adults, flagged);
    return 0;
}
