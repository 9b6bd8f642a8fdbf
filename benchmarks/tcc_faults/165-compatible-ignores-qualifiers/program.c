#include <stdio.h>
#include <string.h>

/* a tiny logger that says where each value came from, chosen by type */
#define KIND(x) _Generic((x),                   \
        int: "int",                             \
        long: "long",                           \
        double: "double",                       \
        char *: "editable text",                \
        const char *: "read-only text",         \
        const int *: "read-only int table",     \
        int *: "int table",                     \
        default: "something else")

static void upcase(char *s)
{
    for (; *s; s++)
        if (*s >= 'a' && *s <= 'z')
            *s = (char)(*s - 'a' + 'A');
}

int main(void)
{
    char name[16];
    const char *greeting = "hello";
    static const int primes[] = { 2, 3, 5, 7, 11 };
    int counts[3] = { 4, 0, 9 };
    long total = 0;
    int i;

    strcpy(name, "widget");
    upcase(name);
    for (i = 0; i < 3; i++)
        total += counts[i] * primes[i];

    printf("%-12s is %s\n", name, KIND(name));
    printf("%-12s is %s\n", greeting, KIND(greeting));
    printf("%-12d is %s\n", primes[4], KIND(primes));
    printf("%-12d is %s\n", counts[2], KIND(counts));
    printf("%-12ld is %s\n", total, KIND(total));
    printf("%-12.3f is %s\n", total / 7.0, KIND(total / 7.0));
    printf("%-12d is %s\n", (int)sizeof name, KIND(sizeof name));
    return 0;
}
