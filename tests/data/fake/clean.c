/* expect: none */
#include <stdio.h>
int main(void) {
    char line[64];
    if (!fgets(line, sizeof line, stdin)) return 1;
    printf("read: %s", line);
    return 0;
}
