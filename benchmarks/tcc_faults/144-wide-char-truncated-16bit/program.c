#include <stdio.h>
#include <wchar.h>

/* encode wide strings as UTF-8 by hand and report which planes they use */
static int utf8(unsigned long cp, unsigned char *out)
{
    if (cp < 0x80) {
        out[0] = cp;
        return 1;
    } else if (cp < 0x800) {
        out[0] = 0xC0 | (cp >> 6);
        out[1] = 0x80 | (cp & 0x3F);
        return 2;
    } else if (cp < 0x10000) {
        out[0] = 0xE0 | (cp >> 12);
        out[1] = 0x80 | ((cp >> 6) & 0x3F);
        out[2] = 0x80 | (cp & 0x3F);
        return 3;
    }
    out[0] = 0xF0 | (cp >> 18);
    out[1] = 0x80 | ((cp >> 12) & 0x3F);
    out[2] = 0x80 | ((cp >> 6) & 0x3F);
    out[3] = 0x80 | (cp & 0x3F);
    return 4;
}

static void report(const wchar_t *s)
{
    unsigned char buf[4];
    int bytes = 0, astral = 0, i, n;
    size_t len = wcslen(s);

    for (; *s; s++) {
        n = utf8((unsigned long)*s, buf);
        bytes += n;
        astral += *s > 0xFFFF;
        for (i = 0; i < n; i++)
            printf("%02X", buf[i]);
        printf(" ");
    }
    printf("\n  %zu chars, %d UTF-8 bytes, %d outside the BMP\n", len, bytes, astral);
}

int main(void)
{
    report(L"caf\u00e9");
    report(L"\u20ac 5");
    report(L"G\U0001D11E clef");
    report(L"\U0001F600\U0001F60E!");
    return 0;
}
