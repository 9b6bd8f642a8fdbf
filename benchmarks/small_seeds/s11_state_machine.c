#include <stdio.h>

enum state { IDLE, RUNNING, PAUSED, DONE };

static enum state step(enum state s, char ev) {
  switch (s) {
  case IDLE:
    if (ev == 's') return RUNNING;
    break;
  case RUNNING:
    if (ev == 'p') return PAUSED;
    if (ev == 'q') return DONE;
    break;
  case PAUSED:
    if (ev == 'r') return RUNNING;
    if (ev == 'q') return DONE;
    break;
  case DONE:
    break;
  }
  return s;
}

int main(void) {
  const char *events = "sprpq";
  enum state s = IDLE;
  int steps = 0;
  for (int i = 0; events[i] != '\0'; i++) {
    s = step(s, events[i]);
    steps++;
  }
  printf("%d %d\n", (int)s, steps);
  return s == DONE ? 0 : 1;
}
