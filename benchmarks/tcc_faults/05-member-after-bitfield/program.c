#include <stdio.h>
#include <stddef.h>

struct packet {
    unsigned int kind : 3;
    unsigned int flag : 1;
    unsigned char length;
    unsigned short port;
};

int main(void)
{
    struct packet p;
    p.kind = 5;
    p.flag = 1;
    p.length = 200;
    p.port = 8080;
    printf("kind = %d, flag = %d, length = %d, port = %d\n",
           p.kind, p.flag, p.length, p.port);
    printf("offset = %u, size = %u\n", (unsigned)offsetof(struct packet, length),
           (unsigned)sizeof(struct packet));
    return 0;
}
