/* Input-driven: a getchar() state machine counting words, lines and character
   classes.  The sample input is lowercase text with spaces and newlines only,
   so the digit, uppercase, tab, punctuation and non-ASCII paths (and the
   functions only they call) are never executed. */
#include <stdio.h>

enum state { OUT, IN };

static int digit_hist[10];
static int punct_seen;

static void note_digit(int c)
{
    digit_hist[c - '0']++;
}

static void print_digit_hist(void)
{
    int d;
    for (d = 0; d < 10; d++)
        if (digit_hist[d])
            printf("digit %d: %d\n", d, digit_hist[d]);
}

static int bad_byte(int c, long offset)
{
    printf("non-ASCII byte %d at %ld\n", c, offset);
    return 1;
}

int main(void)
{
    enum state st = OUT;
    int c, words = 0, lines = 0, upper = 0, digits = 0, tabs = 0, cur = 0, longest = 0;
    long offset = 0;
    unsigned hash = 5381u;

    while ((c = getchar()) != EOF) {
        offset++;
        if (c >= 128 && bad_byte(c, offset))
            goto finish;
        switch (c) {
        case '\t':
            tabs++;
            /* fall through */
        case '\n':
            if (c == '\n')
                lines++;
            /* fall through */
        case ' ':
            if (st == IN) {
                words++;
                if (cur > longest)
                    longest = cur;
            }
            st = OUT;
            break;
        case '0' ... '9':
            digits++;
            note_digit(c);
            goto in_word;
        case 'A' ... 'Z':
            upper++;
            c += 'a' - 'A';
            goto in_word;
        case 'a' ... 'z':
        in_word:
            if (st == OUT) {
                st = IN;
                cur = 0;
            }
            cur++;
            hash = hash * 33u + (unsigned)c;
            break;
        default:
            punct_seen++;
            st = OUT;
        }
    }
    if (st == IN) {
        words++;
        if (cur > longest)
            longest = cur;
    }
finish:
    printf("lines=%d words=%d longest=%d hash=%u\n", lines, words, longest, hash);
    if (digits > 0)
        print_digit_hist();
    if (upper || tabs || punct_seen)
        printf("upper=%d tabs=%d punct=%d\n", upper, tabs, punct_seen);
    return 0;
}
