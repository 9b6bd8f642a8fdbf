/* Linked into every compiler ccfuzz builds with --coverage.
 *
 * libgcov writes a program's coverage data only when it exits normally. A compiler that
 * crashes would leave none, and a crash could not be localized. This constructor installs
 * handlers for the fatal signals that write the data (__gcov_dump) and then die of the same
 * signal with its default action, so the crash looks exactly as it would without them.
 * SIGTERM and SIGXCPU are included: ccfuzz ends a compile that runs past its time limit with
 * them, and a hang is a finding too. The handlers run on an alternate stack, so a stack
 * overflow in the compiler still leaves its coverage.
 *
 * A dump is not reentrant, and two of these signals can come close together (a compile
 * stopped at its wall-clock limit reaches its CPU limit while it writes its data): every one
 * of them is blocked while a handler runs, so a second signal waits until the data is
 * written and then finds the process dead. */
#include <signal.h>
#include <string.h>

extern void __gcov_dump(void);

static char alternate_stack[1 << 18];

static void dump_and_reraise(int sig)
{
    sigset_t self;

    __gcov_dump();
    /* SA_RESETHAND restored the default action on entry: once unblocked, the signal kills. */
    raise(sig);
    sigemptyset(&self);
    sigaddset(&self, sig);
    sigprocmask(SIG_UNBLOCK, &self, 0);
}

__attribute__((constructor)) static void ccfuzz_install_gcov_dump(void)
{
    static const int fatal[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTERM, SIGXCPU};
    stack_t stack;
    struct sigaction action;
    unsigned i;

    memset(&stack, 0, sizeof stack);
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    sigaltstack(&stack, 0);
    memset(&action, 0, sizeof action);
    action.sa_handler = dump_and_reraise;
    sigemptyset(&action.sa_mask);
    for (i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
        sigaddset(&action.sa_mask, fatal[i]);
    action.sa_flags = SA_RESETHAND | SA_ONSTACK;
    for (i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
        sigaction(fatal[i], &action, 0);
}
