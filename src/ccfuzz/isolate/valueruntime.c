/* The runtime of a value build of tcc (isolate/values.py, benchmarks.isolate_values): SanitizerCoverage
 * calls it at every comparison, switch, division, array index and load with the operands; it
 * keeps the set of (site, abstracted value) events of one run of the compiler and writes them
 * at exit, or on a fatal signal, to $VSPEC_OUT as pairs of 64-bit words (site's offset in the
 * executable + 1, event). With VSPEC_OUT unset it records nothing. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/mman.h>

extern char __executable_start;
#define SLOTS (1u << 21)
static uint64_t (*tab)[2];
static int on = -1, full;

static void put(uint64_t pc, uint64_t key) {
    if (on <= 0) {
        if (on == 0) return;
        on = getenv("VSPEC_OUT") != NULL;
        if (!on) return;
        tab = mmap(0, sizeof(uint64_t[2]) * SLOTS, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (tab == MAP_FAILED) { on = 0; return; }
    }
    pc -= (uint64_t)&__executable_start;
    uint64_t k = pc * 0x9E3779B97F4A7C15ull ^ key * 0xC2B2AE3D27D4EB4Full;
    k ^= k >> 29;
    uint32_t i = (uint32_t)k & (SLOTS - 1);
    for (unsigned probe = 0; probe < 64; probe++) {
        uint64_t *s = tab[(i + probe) & (SLOTS - 1)];
        if (s[0] == pc + 1 && s[1] == key) return;
        if (s[0] == 0) { s[0] = pc + 1; s[1] = key; return; }
    }
    full = 1;
}

static void dump(void) {
    static int done;
    if (on != 1 || done) return;
    done = 1;
    int fd = open(getenv("VSPEC_OUT"), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return;
    for (uint32_t i = 0; i < SLOTS; i++)
        if (tab[i][0]) { if (write(fd, tab[i], 16) != 16) break; }
    if (full) { uint64_t m[2] = {~0ull, ~0ull}; if (write(fd, m, 16)) {} }
    close(fd);
}

static void fatal(int sig) { dump(); signal(sig, SIG_DFL); raise(sig); }

__attribute__((constructor)) static void init(void) {
    atexit(dump);
    int sigs[] = {SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGTERM};
    for (unsigned i = 0; i < sizeof sigs / sizeof *sigs; i++) signal(sigs[i], fatal);
}

/* scheme in the top 4 bits: 1 relation, 2 exact (small values), 3 switch, 4 div, 5 gep */
static int rel(int64_t a, int64_t b) { return a < b ? 0 : a == b ? 1 : 2; }
static int small(int64_t a) { return a > -(1ll << 32) && a < (1ll << 32); }
#define TAG(s, v) (((uint64_t)(s) << 60) | ((uint64_t)(v) & ((1ull << 60) - 1)))

static void cmp(uint64_t pc, int64_t a, int64_t b) {
    put(pc, TAG(1, rel(a, b)));
    if (small(a) && small(b)) put(pc, TAG(2, ((uint64_t)(uint32_t)a << 28) ^ (uint32_t)b ^ ((uint64_t)(uint32_t)b << 58)));
    else put(pc, TAG(2, 3 + rel(a, b)) | (1ull << 59));
}
#define RA ((uint64_t)__builtin_return_address(0))
void __sanitizer_cov_trace_cmp1(uint8_t a, uint8_t b) { cmp(RA, (int8_t)a, (int8_t)b); }
void __sanitizer_cov_trace_cmp2(uint16_t a, uint16_t b) { cmp(RA, (int16_t)a, (int16_t)b); }
void __sanitizer_cov_trace_cmp4(uint32_t a, uint32_t b) { cmp(RA, (int32_t)a, (int32_t)b); }
void __sanitizer_cov_trace_cmp8(uint64_t a, uint64_t b) { cmp(RA, (int64_t)a, (int64_t)b); }
void __sanitizer_cov_trace_const_cmp1(uint8_t a, uint8_t b) { cmp(RA, (int8_t)a, (int8_t)b); }
void __sanitizer_cov_trace_const_cmp2(uint16_t a, uint16_t b) { cmp(RA, (int16_t)a, (int16_t)b); }
void __sanitizer_cov_trace_const_cmp4(uint32_t a, uint32_t b) { cmp(RA, (int32_t)a, (int32_t)b); }
void __sanitizer_cov_trace_const_cmp8(uint64_t a, uint64_t b) { cmp(RA, (int64_t)a, (int64_t)b); }
void __sanitizer_cov_trace_switch(uint64_t val, uint64_t *cases) {
    uint64_t n = cases[0], which = n;
    for (uint64_t i = 0; i < n; i++) if (cases[2 + i] == val) { which = i; break; }
    put(RA, TAG(3, which));
    put(RA, TAG(2, small((int64_t)val) ? val : 1ull << 59));
}
void __sanitizer_cov_trace_div4(uint32_t v) { put(RA, TAG(4, rel((int32_t)v, 0))); put(RA, TAG(2, (uint32_t)v)); }
void __sanitizer_cov_trace_div8(uint64_t v) { put(RA, TAG(4, rel((int64_t)v, 0))); put(RA, TAG(2, small((int64_t)v) ? v : 1ull << 59)); }
void __sanitizer_cov_trace_gep(uintptr_t idx) { put(RA, TAG(5, rel((int64_t)idx, 0))); put(RA, TAG(2, small((int64_t)idx) ? idx : 1ull << 59)); }
void __sanitizer_cov_8bit_counters_init(char *a, char *b) { (void)a; (void)b; }
/* loads: 6 the value's relation to 0 (or "pointer-like"), 7 the exact small value */
static void ld(uint64_t pc, int64_t v) {
    if (small(v)) { put(pc, TAG(6, rel(v, 0))); put(pc, TAG(7, (uint64_t)v)); }
    else put(pc, TAG(6, 3));
}
void __sanitizer_cov_load1(uint8_t *a) { ld(RA, (int8_t)*a); }
void __sanitizer_cov_load2(uint16_t *a) { ld(RA, (int16_t)*a); }
void __sanitizer_cov_load4(uint32_t *a) { ld(RA, (int32_t)*a); }
void __sanitizer_cov_load8(uint64_t *a) { ld(RA, (int64_t)*a); }
void __sanitizer_cov_load16(__int128 *a) { ld(RA, (int64_t)*a); }
void __sanitizer_cov_store1(uint8_t *a) { (void)a; }
void __sanitizer_cov_store2(uint16_t *a) { (void)a; }
void __sanitizer_cov_store4(uint32_t *a) { (void)a; }
void __sanitizer_cov_store8(uint64_t *a) { (void)a; }
void __sanitizer_cov_store16(__int128 *a) { (void)a; }
