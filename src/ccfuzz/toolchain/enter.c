/* ccfuzz's way into a toolchain root (toolchain/roots.py): run PROGRAM with ROOT as "/".
 *
 *     enter ROOT PROGRAM [ARG...]
 *
 * ROOT is a Debian tree (debootstrap's). The process gets a mount namespace of its own: as
 * root, just that; as any other user, inside a user namespace that maps the caller's uid and
 * gid onto themselves, which needs no privilege. Into ROOT it binds, at the same paths, the
 * host's /dev, /proc and /sys and every top-level directory of the host that is not the
 * operating system's (/home, /root, /tmp, /work, /opt, ...), and the current directory when
 * it lies under one of the operating system's directories; then chroot ROOT, chdir back to
 * the same directory, exec PROGRAM. So the root's compilers and C library run on the
 * caller's files under the caller's paths, and nothing of it is seen outside the process:
 * the binds end with it. The environment, the limits, the process group and the namespaces
 * the caller set (network, PID) are kept.
 *
 * Run inside ROOT already (a root's tool started by a program that runs in the root, such as
 * llvm-reduce's interestingness test running the root's opt), it runs PROGRAM as it is.
 *
 * When it cannot do so it writes one line starting "ccfuzz-enter: " to stderr and exits
 * 127, before PROGRAM ever ran (compilers.classify_compile reads that as "did not start"). */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

static void fail(const char *format, ...) {
    va_list args;
    int saved = errno;
    fputs("ccfuzz-enter: ", stderr);
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    if (saved != 0)
        fprintf(stderr, ": %s", strerror(saved));
    fputc('\n', stderr);
    _exit(127);
}

static void write_file(const char *path, const char *text) {
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    size_t length = strlen(text);
    if (fd < 0 || write(fd, text, length) != (ssize_t)length)
        fail("cannot write %s", path);
    close(fd);
}

static void own_namespace(void) {
    uid_t uid = getuid();
    gid_t gid = getgid();
    char map[64];
    if (uid == 0 && unshare(CLONE_NEWNS) == 0)
        return;
    if (unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0)
        fail("no user namespace (unshare --map-root-user must work here)");
    write_file("/proc/self/setgroups", "deny");
    snprintf(map, sizeof map, "%u %u 1\n", (unsigned)uid, (unsigned)uid);
    write_file("/proc/self/uid_map", map);
    snprintf(map, sizeof map, "%u %u 1\n", (unsigned)gid, (unsigned)gid);
    write_file("/proc/self/gid_map", map);
}

/* The host's directories a root must not see in place of its own. */
static const char *const system_dirs[] = {
    "bin", "boot", "etc", "lib", "lib32", "lib64", "libx32", "sbin", "usr", "var",
    "run", "lost+found", "dev", "proc", "sys", NULL,
};

static int is_system(const char *name) {
    for (const char *const *dir = system_dirs; *dir != NULL; dir++)
        if (strcmp(name, *dir) == 0)
            return 1;
    return 0;
}

static int make_dirs(char *path) {
    for (char *slash = strchr(path + 1, '/');; slash = strchr(slash + 1, '/')) {
        if (slash != NULL)
            *slash = '\0';
        if (mkdir(path, 0755) != 0 && errno != EEXIST)
            return -1;
        if (slash == NULL)
            return 0;
        *slash = '/';
    }
}

/* Bind HOST at the same path into ROOT. A directory the root lacks and the caller may not
 * make there (a root installed by root, entered by another user) is left out, unless it is
 * REQUIRED. */
static void bind(const char *root, const char *host, int required) {
    char target[PATH_MAX];
    if (snprintf(target, sizeof target, "%s%s", root, host) >= (int)sizeof target)
        fail("path too long: %s%s", root, host);
    if (make_dirs(target) != 0) {
        if (required)
            fail("cannot make %s", target);
        errno = 0;
        return;
    }
    if (mount(host, target, NULL, MS_BIND | MS_REC, NULL) != 0)
        fail("cannot bind %s into %s", host, root);
}

/* Whether PATH is inside a directory bind() gave the root already. */
static int bound(const char *path) {
    char top[NAME_MAX + 1];
    const char *end = strchr(path + 1, '/');
    size_t length = end == NULL ? strlen(path + 1) : (size_t)(end - path - 1);
    if (length == 0 || length > NAME_MAX)
        return length == 0;
    memcpy(top, path + 1, length);
    top[length] = '\0';
    return !is_system(top) || strcmp(top, "dev") == 0 || strcmp(top, "proc") == 0 ||
           strcmp(top, "sys") == 0;
}

int main(int argc, char **argv) {
    char root[PATH_MAX];
    char cwd[PATH_MAX];
    if (argc < 3) {
        fputs("usage: enter ROOT PROGRAM [ARG...]\n", stderr);
        return 2;
    }
    if (realpath(argv[1], root) == NULL)
        fail("no toolchain root at %s", argv[1]);
    if (getcwd(cwd, sizeof cwd) == NULL)
        fail("no current directory");
    struct stat here, wanted;
    if (stat("/", &here) == 0 && stat(root, &wanted) == 0 && here.st_dev == wanted.st_dev &&
        here.st_ino == wanted.st_ino) {
        execvp(argv[2], argv + 2);
        fail("cannot run %s in %s", argv[2], root);
    }
    own_namespace();
    /* Binds made here must not reach the host's mount table (a shared "/" would pass
     * them on). */
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
        fail("cannot make the mounts private");
    bind(root, "/dev", 1);
    bind(root, "/proc", 1);
    bind(root, "/sys", 1);
    DIR *top = opendir("/");
    if (top == NULL)
        fail("cannot list /");
    for (struct dirent *entry; (entry = readdir(top)) != NULL;) {
        char host[NAME_MAX + 2];
        struct stat info;
        if (entry->d_name[0] == '.' || is_system(entry->d_name))
            continue;
        snprintf(host, sizeof host, "/%s", entry->d_name);
        /* Symbolic links (/bin -> usr/bin) and files stay the root's own. */
        if (lstat(host, &info) != 0 || !S_ISDIR(info.st_mode))
            continue;
        if (strncmp(root, host, strlen(host)) == 0 && root[strlen(host)] == '\0')
            continue;
        bind(root, host, 0);
    }
    closedir(top);
    if (!bound(cwd))
        bind(root, cwd, 1);
    if (chroot(root) != 0)
        fail("cannot chroot to %s", root);
    if (chdir(cwd) != 0)
        fail("no %s inside %s", cwd, root);
    execvp(argv[2], argv + 2);
    fail("cannot run %s in %s", argv[2], root);
    return 127;
}
