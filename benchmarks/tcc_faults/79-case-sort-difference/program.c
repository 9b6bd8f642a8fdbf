#include <stdio.h>

/* classify words as C keywords by their FNV-1a hash */
static unsigned fnv1a(const char *s)
{
    unsigned h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
}

static const char *kind(const char *word)
{
    switch (fnv1a(word)) {
    case 0x39386e06u: /* if */
    case 0xbdbf5bf0u: /* else */
    case 0x9b2538b1u: /* case */
    case 0x933b5bdeu: /* default */
    case 0x93e05f71u: /* switch */
        return "selection";
    case 0x0dc628ceu: /* while */
    case 0xacf38390u: /* for */
        return "iteration";
    case 0x85ee37bfu: /* return */
    case 0xc9648178u: /* break */
    case 0xb1727e44u: /* continue */
        return "jump";
    default:
        return "identifier";
    }
}

int main(void)
{
    static const char *words[] = {
        "while", "count", "if", "return", "for", "else", "index",
        "break", "switch", "case", "default", "continue", "total",
    };
    int i, n = (int)(sizeof words / sizeof words[0]);

    for (i = 0; i < n; i++)
        printf("%-10s %08x %s\n", words[i], fnv1a(words[i]), kind(words[i]));
    return 0;
}
