/* switch layouts: Duff's device, case labels inside nested compounds,
   GNU case ranges, a brace-less switch body, continue inside switch. */
#include <stdio.h>

static void duff_copy(int *to, const int *from, int count)
{
    int n = (count + 7) / 8;

    if (count <= 0)
        return;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
            /* fall through */
    case 7:      *to++ = *from++;
            /* fall through */
    case 6:      *to++ = *from++;
            /* fall through */
    case 5:      *to++ = *from++;
            /* fall through */
    case 4:      *to++ = *from++;
            /* fall through */
    case 3:      *to++ = *from++;
            /* fall through */
    case 2:      *to++ = *from++;
            /* fall through */
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

/* Labels inside the arms of an if: entering at case 2 skips the condition. */
static int into_if(int x, int flag)
{
    int r = 0;
    switch (x) {
    case 0:
        if (flag) {
            r += 100;
            /* fall through */
    case 1:
            r += 1;
        } else {
            /* fall through - case 0 with !flag runs case 2 statements */
    case 2:
            r += 2;
        }
        break;
    default:
        r = -1;
        break;
    }
    return r;
}

static const char *char_class(int c)
{
    switch (c) {
    case '0' ... '9':
        return "digit";
    case 'a' ... 'f':
    case 'A' ... 'F':
        return "hexletter";
    case 'g' ... 'z':
    case 'G' ... 'Z':
        return "letter";
    case ' ':
        return "space";
    default:
        return "other";
    }
}

static int bucket(int v)
{
    int b = -1;
    switch (v) {
    case 1 ... 3: b = 1; break;
    case 4 ... 9: b = 2; break;
    case 10: case 11: b = 3; break;
    }
    return b;
}

int main(void)
{
    int src[19], dst[19];
    int i, len, sum;
    const char *text = "a9 Zq?";

    for (i = 0; i < 19; i++) { src[i] = i * i; dst[i] = -1; }
    for (len = 0; len <= 19; len += 5) {
        for (i = 0; i < 19; i++)
            dst[i] = -1;
        duff_copy(dst, src, len);
        sum = 0;
        for (i = 0; i < 19; i++)
            sum += dst[i];
        printf("duff len=%d sum=%d\n", len, sum);
    }

    for (i = 0; i < 4; i++)
        printf("into_if(%d,1)=%d into_if(%d,0)=%d\n", i, into_if(i, 1), i, into_if(i, 0));

    for (i = 0; text[i] != '\0'; i++)
        printf("'%c' %s\n", text[i], char_class(text[i]));

    sum = 0;
    for (i = 0; i < 14; i++) {
        switch (bucket(i)) {
        case -1:
            continue;               /* continues the for loop */
        default:
            sum += bucket(i) * i;
        }
        sum++;
    }
    printf("bucket sum=%d\n", sum);

    i = 0;
    switch (sum & 1) case 0: i = 42;    /* body without braces */
    printf("braceless=%d\n", i);
    return 0;
}
