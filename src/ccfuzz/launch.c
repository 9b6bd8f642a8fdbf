/* ccfuzz's process launcher (sandbox.py): set a process's limits, then become it.
 *
 *     launch PARENT STATUS_FD CPU AS FSIZE NETNS -- PROGRAM [ARG...]
 *
 * CPU is the soft CPU limit in seconds (the hard limit is one more), AS and FSIZE are the
 * address-space and file-size limits in bytes, "-" for none; NETNS "1" asks for a network
 * namespace of its own. A limit is tightened, never raised above the one inherited (a check
 * started by C-Vise, which runs under reduce's --timeout, may not raise it). Core dumps are
 * off, and the process gets SIGKILL when PARENT (the pid of the process that started the
 * launcher) dies; if PARENT is gone already, the launcher exits.
 *
 * STATUS_FD closes without a word when PROGRAM starts. Otherwise the launcher writes why to
 * it and exits 127: "N errno" (no network namespace) or "E errno" (PROGRAM did not start).
 *
 * Why a launcher: Python must fork its whole process to run a preexec_fn, and without one
 * it uses vfork, which does not copy the process. A reduction starts thousands of compiles. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

static int status_fd = -1;

static void fail(char what) {
    char text[32];
    int length = snprintf(text, sizeof text, "%c %d", what, errno);
    if (write(status_fd, text, (size_t)length) < 0) {
        /* nothing more to say */
    }
    _exit(127);
}

static void tighten(int which, const char *value, int cpu) {
    struct rlimit inherited, wanted;
    if (strcmp(value, "-") == 0)
        return;
    wanted.rlim_cur = strtoull(value, NULL, 10);
    wanted.rlim_max = cpu ? wanted.rlim_cur + 1 : wanted.rlim_cur;
    if (getrlimit(which, &inherited) == 0 && inherited.rlim_max != RLIM_INFINITY) {
        if (wanted.rlim_max > inherited.rlim_max)
            wanted.rlim_max = inherited.rlim_max;
        if (wanted.rlim_cur > wanted.rlim_max)
            wanted.rlim_cur = wanted.rlim_max;
    }
    if (setrlimit(which, &wanted) != 0)
        fail('L');
}

int main(int argc, char **argv) {
    if (argc < 9 || strcmp(argv[7], "--") != 0) {
        fputs("usage: launch PARENT STATUS_FD CPU AS FSIZE NETNS -- PROGRAM [ARG...]\n", stderr);
        return 127;
    }
    status_fd = atoi(argv[2]);
    if (fcntl(status_fd, F_SETFD, FD_CLOEXEC) != 0)
        return 127;
    tighten(RLIMIT_CPU, argv[3], 1);
    tighten(RLIMIT_CORE, "0", 0);
    tighten(RLIMIT_AS, argv[4], 0);
    tighten(RLIMIT_FSIZE, argv[5], 0);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0)
        fail('P');
    if (getppid() != (pid_t)atol(argv[1]))
        _exit(127); /* the parent died before the line above: nobody waits for this */
    if (strcmp(argv[6], "1") == 0 && unshare(CLONE_NEWNET) != 0)
        fail('N');
    execvp(argv[8], argv + 8);
    fail('E');
    return 127;
}
