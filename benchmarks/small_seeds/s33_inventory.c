#include <stdio.h>
#include <string.h>

#define MAX_ITEMS 8

struct item {
  char name[12];
  int count;
  int price;
};

struct store {
  struct item items[MAX_ITEMS];
  int used;
  int errors;
};

static int add_item(struct store *s, const char *name, int count, int price) {
  if (s->used == MAX_ITEMS) {
    s->errors++;
    return -1;
  }
  if (strlen(name) >= sizeof s->items[0].name) {
    s->errors++;
    return -2;
  }
  strcpy(s->items[s->used].name, name);
  s->items[s->used].count = count;
  s->items[s->used].price = price;
  return s->used++;
}

static int find_item(const struct store *s, const char *name) {
  for (int i = 0; i < s->used; i++)
    if (strcmp(s->items[i].name, name) == 0)
      return i;
  return -1;
}

static int sell(struct store *s, const char *name, int count) {
  int i = find_item(s, name);
  if (i < 0) {
    s->errors++;
    return 0;
  }
  if (s->items[i].count < count) {
    int sold = s->items[i].count;
    s->items[i].count = 0;
    return sold * s->items[i].price;
  }
  s->items[i].count -= count;
  return count * s->items[i].price;
}

static int stock_value(const struct store *s) {
  int total = 0;
  for (int i = 0; i < s->used; i++)
    total += s->items[i].count * s->items[i].price;
  return total;
}

int main(void) {
  struct store s;
  int revenue = 0;
  memset(&s, 0, sizeof s);
  add_item(&s, "apple", 10, 3);
  add_item(&s, "pear", 4, 5);
  add_item(&s, "plum", 7, 2);
  add_item(&s, "melon", 2, 12);
  revenue += sell(&s, "apple", 3);
  revenue += sell(&s, "pear", 6);
  revenue += sell(&s, "kiwi", 1);
  revenue += sell(&s, "melon", 1);
  printf("revenue %d\n", revenue);
  printf("stock %d\n", stock_value(&s));
  printf("errors %d used %d\n", s.errors, s.used);
  if (s.errors > 1) {
    printf("too many errors\n");
    return 1;
  }
  return 0;
}
