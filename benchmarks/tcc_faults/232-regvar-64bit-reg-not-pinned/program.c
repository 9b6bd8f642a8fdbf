#include <stdio.h>
#include <signal.h>

/* a raw four-argument system call: the fourth argument travels in %r10,
   which has no constraint letter, so it is pinned with a register variable */
static long sys4(long n, long a, long b, long c, long d)
{
    register long r10 __asm__("%r10") = d;
    long ret;

    __asm__ __volatile__("syscall"
                         : "=a"(ret)
                         : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10)
                         : "rcx", "r11", "memory");
    return ret;
}

#define NR_rt_sigprocmask 14

int main(void)
{
    unsigned long block = 1UL << (SIGUSR1 - 1), old = 0, now = 0;
    long r;

    r = sys4(NR_rt_sigprocmask, SIG_BLOCK, (long)&block, (long)&old, sizeof block);
    printf("block SIGUSR1: %ld, was blocked: %d\n", r, (int)((old >> (SIGUSR1 - 1)) & 1));
    r = sys4(NR_rt_sigprocmask, SIG_SETMASK, 0, (long)&now, sizeof now);
    printf("query: %ld, now blocked: %d\n", r, (int)((now >> (SIGUSR1 - 1)) & 1));
    r = sys4(NR_rt_sigprocmask, SIG_UNBLOCK, (long)&block, 0, sizeof block);
    printf("unblock: %ld\n", r);
    r = sys4(NR_rt_sigprocmask, SIG_SETMASK, 0, (long)&now, sizeof now);
    printf("query: %ld, now blocked: %d\n", r, (int)((now >> (SIGUSR1 - 1)) & 1));
    return 0;
}
