#include <stdio.h>
#include <stdint.h>

/* 64-bit FNV-1a hash, used to dispatch on command names */
static uint64_t fnv1a(const char *s)
{
    uint64_t h = 0xcbf29ce484222325ULL;

    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 0x100000001b3ULL;
    }
    return h;
}

#define H_START   0xee5d97ad45ad251fULL
#define H_STOP    0xaf1f52191db2bcc5ULL
#define H_STATUS  0xc4d5696d6cc12c2fULL
#define H_RESTART 0x9e1e242908cbee6cULL

static int running;

static const char *run(const char *cmd)
{
    switch (fnv1a(cmd)) {
    case H_START:
        running = 1;
        return "started";
    case H_STOP:
        running = 0;
        return "stopped";
    case H_STATUS:
        return running ? "running" : "idle";
    case H_RESTART:
        running = 1;
        return "restarted";
    default:
        return "unknown command";
    }
}

int main(void)
{
    static const char *script[] = { "status", "start", "status", "reload", "restart", "stop", "status" };
    unsigned i;

    for (i = 0; i < sizeof script / sizeof script[0]; i++)
        printf("%-8s -> %s\n", script[i], run(script[i]));
    printf("hash(start) = %016llx\n", (unsigned long long)fnv1a("start"));
    return 0;
}
