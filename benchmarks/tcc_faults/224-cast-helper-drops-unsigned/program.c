#include <stdio.h>

/* classify the bytes of UTF-8 text by their role in a sequence */
struct utf8_stats {
    int ascii, lead2, lead3, lead4, cont, invalid;
};

static void scan(const char *text, struct utf8_stats *st)
{
    const char *p = text;
    unsigned char b;

    while (*p) {
        if ((b = *p++) < 0x80)
            st->ascii++;
        else if (b < 0xC0)
            st->cont++;
        else if (b < 0xE0)
            st->lead2++;
        else if (b < 0xF0)
            st->lead3++;
        else if (b < 0xF8)
            st->lead4++;
        else
            st->invalid++;
    }
}

static unsigned checksum(const char *text)
{
    unsigned sum = 0;
    unsigned char b;
    while ((b = *text++) != 0)
        sum = sum * 33 + b;
    return sum;
}

int main(void)
{
    static const char *samples[] = {
        "plain ascii",
        "caf\xc3\xa9 cr\xc3\xa8me br\xc3\xbbl\xc3\xa9" "e",
        "\xe2\x82\xac" "12 \xe2\x86\x92 \xf0\x9f\x98\x80!",
        "bad \xff\xfe bytes",
    };
    int i;

    for (i = 0; i < 4; i++) {
        struct utf8_stats st = { 0, 0, 0, 0, 0, 0 };
        scan(samples[i], &st);
        printf("%d: ascii %d lead %d/%d/%d cont %d invalid %d sum %08x\n", i,
               st.ascii, st.lead2, st.lead3, st.lead4, st.cont, st.invalid,
               checksum(samples[i]));
    }
    return 0;
}
