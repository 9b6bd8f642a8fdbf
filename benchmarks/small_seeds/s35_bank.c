#include <stdio.h>

#define ACCOUNTS 4

struct account {
  int id;
  long balance;
  int frozen;
};

enum op { DEPOSIT, WITHDRAW, TRANSFER, FREEZE };

struct request {
  enum op op;
  int from;
  int to;
  long amount;
};

static int valid(int id) {
  return id >= 0 && id < ACCOUNTS;
}

static int apply(struct account *acc, struct request r) {
  if (!valid(r.from))
    return -1;
  if (acc[r.from].frozen)
    return -2;
  switch (r.op) {
  case DEPOSIT:
    acc[r.from].balance += r.amount;
    return 0;
  case WITHDRAW:
    if (acc[r.from].balance < r.amount)
      return -3;
    acc[r.from].balance -= r.amount;
    return 0;
  case TRANSFER:
    if (!valid(r.to))
      return -1;
    if (acc[r.from].balance < r.amount)
      return -3;
    acc[r.from].balance -= r.amount;
    acc[r.to].balance += r.amount;
    return 0;
  case FREEZE:
    acc[r.from].frozen = 1;
    return 0;
  }
  return -4;
}

int main(void) {
  struct account acc[ACCOUNTS] = { { 0, 100, 0 }, { 1, 50, 0 }, { 2, 0, 0 }, { 3, 500, 0 } };
  struct request reqs[] = {
    { DEPOSIT, 2, 0, 30 },
    { WITHDRAW, 1, 0, 80 },
    { TRANSFER, 3, 0, 200 },
    { FREEZE, 1, 0, 0 },
    { DEPOSIT, 1, 0, 10 },
    { TRANSFER, 0, 2, 25 },
  };
  int failures = 0;
  long total = 0;
  for (unsigned i = 0; i < sizeof reqs / sizeof reqs[0]; i++) {
    int rc = apply(acc, reqs[i]);
    if (rc != 0) {
      failures++;
      printf("request %u failed: %d\n", i, rc);
    }
  }
  for (int i = 0; i < ACCOUNTS; i++) {
    printf("%d: %ld%s\n", acc[i].id, acc[i].balance, acc[i].frozen ? " (frozen)" : "");
    total += acc[i].balance;
  }
  if (total != 680) {
    printf("money lost\n");
    return 1;
  }
  printf("%d failures\n", failures);
  return 0;
}
