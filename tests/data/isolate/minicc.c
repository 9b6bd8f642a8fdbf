/* A stand-in for a GCC or LLVM built with coverage: built with --coverage by the test, named
 * in a [coverage.NAME] table, it passes its arguments on to gcc. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--version") == 0) {
        puts("minicc 1.0 (gcc inside)");
        return 0;
    }
    argv[0] = "gcc";
    execvp("gcc", argv); /* libgcov writes this process's data before the exec */
    perror("minicc: gcc");
    return 127;
}
