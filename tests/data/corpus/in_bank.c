/* Input-driven: a tiny command interpreter over fixed accounts.  The sample
   input deposits, withdraws, prints, hits one bad account number and quits
   before its last lines; transfers, interest and the bad-amount path never run. */
#include <stdio.h>

#define NACC 4

struct account { long balance; int ops; unsigned char frozen : 1; };

static struct account acc[NACC];

static int valid(int n) { return n >= 0 && n < NACC; }

static void show(void)
{
    for (int i = 0; i < NACC; i++)
        if (acc[i].ops > 0)
            printf("  #%d: %ld (%d ops)\n", i, acc[i].balance, acc[i].ops);
}

static long interest(long balance, int percent)
{
    long r = balance * percent / 100;
    return r > 0 ? r : 0;
}

int main(void)
{
    char line[80], cmd;
    int a, b, lineno = 0, errors = 0;
    long amount;

    while (fgets(line, sizeof line, stdin)) {
        lineno++;
        if (sscanf(line, " %c", &cmd) != 1)
            continue;
        switch (cmd) {
        case 'd':
            if (sscanf(line, " d %d %ld", &a, &amount) != 2 || amount <= 0) goto bad_amount;
            if (!valid(a)) goto bad_account;
            acc[a].balance += amount; acc[a].ops++;
            break;
        case 'w':
            if (sscanf(line, " w %d %ld", &a, &amount) != 2 || amount <= 0) goto bad_amount;
            if (!valid(a)) goto bad_account;
            if (acc[a].balance < amount) {
                printf("line %d: insufficient funds\n", lineno);
                errors++;
                break;
            }
            acc[a].balance -= amount; acc[a].ops++;
            break;
        case 't': {
            long moved;
            if (sscanf(line, " t %d %d %ld", &a, &b, &amount) != 3 || amount <= 0)
                goto bad_amount;
            if (!valid(a) || !valid(b) || acc[a].frozen || acc[b].frozen)
                goto bad_account;
            moved = acc[a].balance < amount ? acc[a].balance : amount;
            acc[a].balance -= moved; acc[b].balance += moved;
            acc[a].ops++; acc[b].ops++;
            break;
        }
        case 'i':
            if (sscanf(line, " i %d", &a) != 1 || a < 0 || a > 50)
                goto bad_amount;
            for (int k = 0; k < NACC; k++)
                acc[k].balance += interest(acc[k].balance, a);
            break;
        case 'f':
            if (sscanf(line, " f %d", &a) == 1 && valid(a)) acc[a].frozen = 1;
            break;
        case 'p':
            printf("after line %d:\n", lineno);
            show();
            break;
        case 'q':
            goto finish;
        default:
            printf("line %d: unknown command '%c'\n", lineno, cmd);
            errors++;
        }
        continue;
    bad_account:
        printf("line %d: bad account\n", lineno);
        errors++;
        continue;
    bad_amount:
        printf("line %d: bad amount\n", lineno);
        errors++;
    }
finish:
    printf("lines=%d errors=%d\n", lineno, errors);
    show();
    return 0;
}
