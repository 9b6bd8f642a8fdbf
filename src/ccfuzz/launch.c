/* ccfuzz's process launcher (sandbox.py): set a process's limits, then become it.
 *
 *     launch PARENT STATUS_FD REPORT_FD CPU AS FSIZE NETNS CONTAIN -- PROGRAM [ARG...]
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
 * CONTAIN "1" (a test binary) runs PROGRAM in a PID namespace of its own, where the kernel
 * can do so (root, or CAP_SYS_ADMIN): the launcher forks the namespace's first process, a
 * small init that starts PROGRAM, reaps orphans and, when PROGRAM ends, exits; the kernel then
 * kills whatever else PROGRAM started, setsid() or not. The launcher waits and ends the way
 * PROGRAM ended (its exit status, or the same signal). With a memory limit, it also watches
 * PROGRAM's memory requests (mmap, mremap) through a seccomp user notification, where the
 * kernel offers it, and notes a request that would take the process past the limit: such a
 * request fails under RLIMIT_AS, and what the program does next (print something else, crash)
 * says nothing of the compiler. What it learns goes to REPORT_FD ("-" for none), one letter
 * each: "P" PROGRAM ran in a PID namespace of its own, "W" its memory requests were watched,
 * "M" it asked for more memory than the limit.
 *
 * Why a launcher: Python must fork its whole process to run a preexec_fn, and without one
 * it uses vfork, which does not copy the process. A reduction starts thousands of compiles. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__has_include)
#if __has_include(<linux/seccomp.h>) && __has_include(<linux/filter.h>) && \
    __has_include(<linux/audit.h>)
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#if defined(SECCOMP_USER_NOTIF_FLAG_CONTINUE) && defined(__NR_mmap) && defined(__NR_mremap)
#if defined(__x86_64__)
#define WATCH_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define WATCH_ARCH AUDIT_ARCH_AARCH64
#endif
#endif
#endif
#endif

static int status_fd = -1;
static int report_fd = -1;

static void fail(char what) {
    char text[32];
    int length = snprintf(text, sizeof text, "%c %d", what, errno);
    if (write(status_fd, text, (size_t)length) < 0) {
        /* nothing more to say */
    }
    _exit(127);
}

static void report(char what) {
    if (report_fd >= 0 && write(report_fd, &what, 1) < 0) {
        /* Python stopped listening: it is killing this process */
    }
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

/* PARENT 0: a parent outside this process's PID namespace, whose pid it cannot see (its
 * process group is killed as a whole anyway). */
static void die_with_parent(pid_t parent) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0)
        fail('P');
    if (parent != 0 && getppid() != parent)
        _exit(127); /* the parent died before the line above: nobody waits for this */
}

/* Ends the calling process the way a child's wait status says it ended. */
static void end_like(int status) {
    if (WIFSIGNALED(status)) {
        int sig = WTERMSIG(status);
        sigset_t only;
        signal(sig, SIG_DFL);
        sigemptyset(&only);
        sigaddset(&only, sig);
        sigprocmask(SIG_UNBLOCK, &only, NULL);
        raise(sig);
        _exit(128 + sig);
    }
    _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 127);
}

#ifdef WATCH_ARCH
/* Installs the filter that hands mmap and mremap to a listener; returns the listener's file
 * descriptor, or -1 where the kernel offers no user notification. */
static int watch_memory(void) {
    struct sock_filter code[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, WATCH_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_mmap, 2, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_mremap, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_USER_NOTIF),
    };
    struct sock_fprog program = {(unsigned short)(sizeof code / sizeof code[0]), code};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
        return -1;
    return (int)syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER,
                        SECCOMP_FILTER_FLAG_NEW_LISTENER, &program);
}

/* The process's mapped size in bytes (the first field of /proc/PID/statm, in pages). */
static unsigned long long mapped_bytes(pid_t pid) {
    char path[64], text[128];
    ssize_t got;
    int fd;
    snprintf(path, sizeof path, "/proc/%d/statm", (int)pid);
    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    got = read(fd, text, sizeof text - 1);
    close(fd);
    if (got <= 0)
        return 0;
    text[got] = '\0';
    return strtoull(text, NULL, 10) * (unsigned long long)sysconf(_SC_PAGESIZE);
}

/* Answers one memory request: let the kernel decide, after noting whether it would take the
 * process past the address-space limit. */
static void answer(int listener, unsigned long long limit, int *noted) {
    struct seccomp_notif request;
    struct seccomp_notif_resp response;
    unsigned long long wanted = 0;
    memset(&request, 0, sizeof request);
    if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, &request) != 0)
        return; /* the requester died meanwhile */
    if (request.data.nr == __NR_mmap)
        wanted = request.data.args[1];
    else if (request.data.args[2] > request.data.args[1])
        wanted = request.data.args[2] - request.data.args[1]; /* mremap growing a mapping */
    if (!*noted && wanted > 0 && mapped_bytes((pid_t)request.pid) + wanted > limit) {
        *noted = 1;
        report('M');
    }
    memset(&response, 0, sizeof response);
    response.id = request.id;
    response.flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE;
    ioctl(listener, SECCOMP_IOCTL_NOTIF_SEND, &response);
}
#endif

/* The message send_fd and receive_fd exchange: one byte, and room for one descriptor. */
struct fd_message {
    char byte;
    struct iovec part;
    struct msghdr message;
    _Alignas(struct cmsghdr) char control[CMSG_SPACE(sizeof(int))];
};

/* An empty message carrying BYTE, with room for a descriptor if WITH_FD. */
static void fd_message_init(struct fd_message *m, char byte, int with_fd) {
    memset(m, 0, sizeof *m);
    m->byte = byte;
    m->part.iov_base = &m->byte;
    m->part.iov_len = 1;
    m->message.msg_iov = &m->part;
    m->message.msg_iovlen = 1;
    if (with_fd) {
        m->message.msg_control = m->control;
        m->message.msg_controllen = sizeof m->control;
    }
}

static void send_fd(int sock, int fd) {
    struct fd_message m;
    fd_message_init(&m, fd >= 0 ? 'F' : '-', fd >= 0);
    if (fd >= 0) {
        struct cmsghdr *header = CMSG_FIRSTHDR(&m.message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(sizeof(int));
        memcpy(CMSG_DATA(header), &fd, sizeof(int));
    }
    if (sendmsg(sock, &m.message, 0) < 0) {
        /* the launcher then watches nothing */
    }
}

static int receive_fd(int sock) {
    struct fd_message m;
    struct cmsghdr *header;
    int fd = -1;
    fd_message_init(&m, 0, 1);
    if (recvmsg(sock, &m.message, MSG_CMSG_CLOEXEC) <= 0)
        return -1;
    header = CMSG_FIRSTHDR(&m.message);
    if (header != NULL && header->cmsg_type == SCM_RIGHTS)
        memcpy(&fd, CMSG_DATA(header), sizeof(int));
    return fd;
}

/* PROGRAM, started by the namespace's init: limits are inherited; the filter is its own. */
static void start_program(char **argv, int sock, int watch) {
    int listener = -1;
#ifdef WATCH_ARCH
    if (watch)
        listener = watch_memory();
#else
    (void)watch;
#endif
    send_fd(sock, listener);
    if (listener >= 0)
        close(listener);
    close(sock);
    execvp(argv[0], argv);
    fail('E');
}

/* The namespace's init: start PROGRAM, reap whatever it orphans, and hand its wait status
 * to the launcher when it ends (init's own death then ends the namespace). */
static void be_init(char **argv, int sock, int relay, int watch) {
    pid_t program, pid;
    int status = 0;
    die_with_parent(0);
    program = fork();
    if (program < 0)
        fail('F');
    if (program == 0) {
        close(relay);
        die_with_parent(1);
        start_program(argv, sock, watch);
    }
    close(sock);
    close(status_fd);
    while ((pid = wait(&status)) != program)
        if (pid < 0 && errno != EINTR)
            _exit(127);
    if (write(relay, &status, sizeof status) != (ssize_t)sizeof status)
        _exit(127);
    _exit(0);
}

/* The launcher, outside the namespace: watch PROGRAM's memory requests (if asked and
 * offered) until init exits, then end like PROGRAM. */
static void supervise(pid_t init, int sock, int relay, int watch) {
    unsigned long long limit = 0;
    int status = 0, program_status = 0, listener = -1, noted = 0;
    struct rlimit as;
    if (watch && getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY) {
        limit = as.rlim_cur;
        listener = receive_fd(sock);
        if (listener >= 0)
            report('W');
    }
    close(sock);
#ifdef WATCH_ARCH
    if (listener >= 0) {
#ifdef SYS_pidfd_open
        int pidfd = (int)syscall(SYS_pidfd_open, init, 0);
#else
        int pidfd = -1;
#endif
        for (;;) {
            struct pollfd ready[2] = {{listener, POLLIN, 0}, {pidfd, POLLIN, 0}};
            if (poll(ready, pidfd >= 0 ? 2 : 1, pidfd >= 0 ? -1 : 10) < 0 && errno != EINTR)
                break;
            if (ready[0].revents & POLLIN)
                answer(listener, limit, &noted);
            else if (ready[0].revents & (POLLHUP | POLLERR))
                break; /* PROGRAM and all it started are gone */
            if (pidfd >= 0 ? (ready[1].revents & POLLIN) != 0
                           : waitpid(init, &status, WNOHANG) == init) {
                if (pidfd < 0)
                    goto reaped;
                break;
            }
        }
    }
#else
    (void)limit;
    (void)noted;
#endif
    while (waitpid(init, &status, 0) < 0)
        if (errno != EINTR)
            _exit(127);
#ifdef WATCH_ARCH
reaped:
#endif
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 ||
        read(relay, &program_status, sizeof program_status) != (ssize_t)sizeof program_status)
        end_like(status); /* init itself was killed, or failed */
    end_like(program_status);
}

int main(int argc, char **argv) {
    pid_t parent, init;
    int sock[2], relay[2], watch;
    if (argc < 12 || strcmp(argv[10], "--") != 0) {
        fputs("usage: launch PARENT STATUS_FD REPORT_FD CPU AS FSIZE STACK NETNS CONTAIN -- "
              "PROGRAM [ARG...]\n", stderr);
        return 127;
    }
    parent = (pid_t)atol(argv[1]);
    status_fd = atoi(argv[2]);
    if (fcntl(status_fd, F_SETFD, FD_CLOEXEC) != 0)
        return 127;
    if (strcmp(argv[3], "-") != 0) {
        report_fd = atoi(argv[3]);
        if (fcntl(report_fd, F_SETFD, FD_CLOEXEC) != 0)
            return 127;
    }
    tighten(RLIMIT_CPU, argv[4], 1);
    tighten(RLIMIT_CORE, "0", 0);
    tighten(RLIMIT_AS, argv[5], 0);
    tighten(RLIMIT_FSIZE, argv[6], 0);
    tighten(RLIMIT_STACK, argv[7], 0);
    die_with_parent(parent);
    if (strcmp(argv[8], "1") == 0 && unshare(CLONE_NEWNET) != 0)
        fail('N');
    if (strcmp(argv[9], "1") != 0 || unshare(CLONE_NEWPID) != 0) {
        /* No PID namespace (not asked, or not permitted): PROGRAM is this process. */
        execvp(argv[11], argv + 11);
        fail('E');
    }
    report('P');
    watch = strcmp(argv[5], "-") != 0;
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sock) != 0 ||
        pipe2(relay, O_CLOEXEC) != 0)
        fail('F');
    init = fork();
    if (init < 0)
        fail('F');
    if (init == 0) {
        close(sock[0]);
        close(relay[0]);
        if (report_fd >= 0)
            close(report_fd);
        be_init(argv + 11, sock[1], relay[1], watch);
    }
    close(sock[1]);
    close(relay[1]);
    close(status_fd);
    supervise(init, sock[0], relay[0], watch);
    return 127;
}
