#include <stdio.h>
#include <string.h>

/* a toy bank ledger: the state lives in globals, as in many small C programs */
struct account {
    char owner[12];
    long balance;
    long deposits;
    long withdrawals;
    int frozen;
};

int verbose = 1;
struct account checking = { "alice", 100, 0, 0, 0 };
struct account savings = { "alice", 5000, 0, 0, 0 };
long fees_collected;

static int withdraw(struct account *a, long amount)
{
    if (a->frozen || amount > a->balance)
        return -1;
    a->balance -= amount;
    a->withdrawals++;
    return 0;
}

static void month_end(void)
{
    savings.balance += savings.balance / 100;     /* 1% interest */
    if (checking.balance < 50) {
        checking.balance -= 5;
        fees_collected += 5;
    }
    checking.deposits = 0;
    savings.deposits = 0;
}

int main(void)
{
    static const long moves[] = { 30, -20, 45, -200, 60, -90, 15 };
    int i;

    for (i = 0; i < 7; i++) {
        if (moves[i] > 0) {
            checking.balance += moves[i];
            checking.deposits++;
        } else if (withdraw(&checking, -moves[i]) != 0) {
            if (verbose)
                printf("declined: %ld\n", -moves[i]);
            checking.frozen = i > 4;
        }
    }
    printf("checking: %ld (%ld deposits, %ld withdrawals, frozen %d)\n", checking.balance,
           checking.deposits, checking.withdrawals, checking.frozen);
    month_end();
    strcpy(savings.owner, "alice+bob");
    printf("after month end: checking %ld, savings %ld (%s), fees %ld\n",
           checking.balance, savings.balance, savings.owner, fees_collected);
    return 0;
}
