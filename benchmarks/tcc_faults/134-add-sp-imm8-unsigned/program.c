#include <stdio.h>
#include <string.h>

/* score many candidate samples; each sample is passed by value */
struct sample {
    char label[16];
    double v[16];
};

static double score(struct sample s, double bias)
{
    double acc = bias;
    int i;
    for (i = 0; i < 16; i++)
        acc += s.v[i] * (i % 2 ? -1.0 : 1.0);
    return acc + (double)strlen(s.label);
}

static void make(struct sample *s, int seed)
{
    int i;
    snprintf(s->label, sizeof s->label, "cand-%d", seed);
    for (i = 0; i < 16; i++)
        s->v[i] = (double)((seed * 31 + i * 7) % 101) / 10.0;
}

int main(void)
{
    struct sample s;
    double best = -1e9, sum = 0.0;
    int i, best_i = -1;

    for (i = 0; i < 60000; i++) {
        double sc;
        make(&s, i);
        sc = score(s, 0.5);
        sum += sc;
        if (sc > best) {
            best = sc;
            best_i = i;
        }
    }
    printf("best candidate %d score %.2f\n", best_i, best);
    printf("mean score %.4f\n", sum / 60000);
    return 0;
}
