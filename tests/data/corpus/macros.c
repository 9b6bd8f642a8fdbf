/* Macros used inside function bodies: object-like and function-like, expanding
   to expressions, to whole statements, to statement fragments and to case labels. */
#include <stdio.h>

#define LIMIT 10
#define SQUARE(x) ((x) * (x))
#define IS_EVEN(n) (((n) & 1) == 0)
#define SWAP(a, b) do { int t_ = (a); (a) = (b); (b) = t_; } while (0)
#define BODY { counter++; }
#define LOOP(i, n) for (int i = 0; i < (n); i++)
#define RETURN_IF(cond, v) if (cond) return (v)
#define LOG(fmt, ...) printf("[log] " fmt "\n", __VA_ARGS__)
#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a##b
#define CASE_DIGIT case '0' ... '9'
#define DEFINE_GETTER(name, value) static int get_##name(void) { return (value); }
#define CHECKED_ADD(acc, v)        \
    do {                           \
        if ((v) > LIMIT)           \
            (acc) += LIMIT;        \
        else                       \
            (acc) += (v);          \
    } while (0)

static int counter;

DEFINE_GETTER(limit, LIMIT)
DEFINE_GETTER(double_limit, 2 * LIMIT)

static int first_over(const int *v, int n, int bound)
{
    LOOP(i, n) {
        RETURN_IF(v[i] > bound, i);
    }
    return -1;
}

static int digits_in(const char *s)
{
    int n = 0;
    for (; *s; s++) {
        switch (*s) {
        CASE_DIGIT:
            n++;
            break;
        default:
            break;
        }
    }
    return n;
}

int main(void)
{
    int a = 3, b = 8, CAT(var, 1) = 5, acc = 0;
    int values[] = { 4, 15, 2, 11, 9 };

    if (a < b) SWAP(a, b); else a++;
    LOG("after swap a=%d b=%d", a, b);

    if (IS_EVEN(b)) BODY
    if (IS_EVEN(a)) BODY else counter += 100;
    if (var1 > 0) BODY;
    LOG("counter=%d", counter);

    LOOP(k, 5) CHECKED_ADD(acc, values[k]);
    LOG("acc=%d square=%d", acc, SQUARE(var1 + 1));

    LOG("first_over=%d %d", first_over(values, 5, 10), first_over(values, 5, 100));
    LOG("getters=%d %d", get_limit(), get_double_limit());
    LOG("digits=%d", digits_in("a1b22c333"));
    LOG("stringified=%s %s", STR(LIMIT), XSTR(LIMIT));
#if LIMIT > 5
    LOG("%s", "limit is large");
#else
    LOG("%s", "limit is small");
#endif
#ifdef NOT_DEFINED_ANYWHERE
    counter = -1;
#endif
    return counter == 2 ? 0 : 1;
}
