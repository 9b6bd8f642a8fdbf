#include <stdio.h>
#include <string.h>

/* Optional hooks: a build may link in a custom checksum or a tracer.
   When they are absent the weak references are null and the defaults
   are used instead. */
extern unsigned custom_checksum(const char *data, unsigned len) __attribute((weak));
extern void trace_event(const char *what, int value) __attribute((weak));

static unsigned default_checksum(const char *data, unsigned len)
{
    unsigned sum = 0x811c9dc5u;
    unsigned i;
    for (i = 0; i < len; i++) {
        sum ^= (unsigned char)data[i];
        sum *= 0x01000193u;
    }
    return sum;
}

static unsigned checksum(const char *data)
{
    unsigned len = (unsigned)strlen(data);
    if (custom_checksum)
        return custom_checksum(data, len);
    return default_checksum(data, len);
}

int main(void)
{
    static const char *messages[] = { "hello", "weak symbols", "", "tiny c compiler" };
    unsigned i;

    printf("custom checksum %s, tracer %s\n",
           custom_checksum ? "linked" : "absent", trace_event ? "linked" : "absent");
    for (i = 0; i < sizeof messages / sizeof messages[0]; i++) {
        unsigned c = checksum(messages[i]);
        if (trace_event)
            trace_event("checksum", (int)c);
        printf("%-16s %08x\n", messages[i], c);
    }
    return 0;
}
