/* The interestingness script's client of ccfuzz's check service (service.py).
 *
 *     client SOCKET FILE      exit 0: interesting, 1: not, 2: no answer (check elsewhere)
 *
 * Sends FILE's absolute path and a newline to the Unix socket SOCKET, and reads the answer:
 * "1" or "0" and a newline. C-Vise starts it once per candidate, so it is C: it starts in a
 * millisecond, where an interpreter takes twenty. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

int main(int argc, char **argv) {
    struct sockaddr_un addr = {.sun_family = AF_UNIX};
    char path[PATH_MAX + 1], answer[4];
    size_t length, sent = 0, got = 0;
    ssize_t n;
    int fd;

    if (argc != 3 || strlen(argv[1]) >= sizeof addr.sun_path || !realpath(argv[2], path))
        return 2;
    strcpy(addr.sun_path, argv[1]);
    fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0 || connect(fd, (struct sockaddr *)&addr, sizeof addr) != 0)
        return 2;
    length = strlen(path);
    path[length++] = '\n';
    while (sent < length) {
        n = write(fd, path + sent, length - sent);
        if (n <= 0)
            return 2;
        sent += (size_t)n;
    }
    shutdown(fd, SHUT_WR);
    while (got < sizeof answer - 1 && (n = read(fd, answer + got, sizeof answer - 1 - got)) > 0)
        got += (size_t)n;
    answer[got] = '\0';
    if (strcmp(answer, "1\n") == 0)
        return 0;
    if (strcmp(answer, "0\n") == 0)
        return 1;
    return 2;
}
