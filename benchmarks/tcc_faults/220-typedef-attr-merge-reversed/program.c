int printf(const char *, ...);

/* a tiny SIMD-friendly particle store: vectors are kept 16-byte aligned */
typedef float vec4[4] __attribute__((aligned(16)));
typedef double wide_t __attribute__((aligned(32)));

struct particle {
    char kind;
    vec4 pos;
    vec4 vel;
    short id;
};

struct sample {
    int n;
    wide_t value;
};

static struct particle cloud[3];

int main(void)
{
    struct sample s[2];
    unsigned long gap;
    int i, k;
    for (i = 0; i < 3; i++) {
        cloud[i].kind = 'a' + i;
        cloud[i].id = (short)(100 + i);
        for (k = 0; k < 4; k++) {
            cloud[i].pos[k] = (float)(i * 4 + k);
            cloud[i].vel[k] = 0.5f * k;
        }
    }
    printf("particle: %lu bytes, pos at %lu, vel at %lu, id at %lu\n",
           (unsigned long)sizeof(struct particle),
           (unsigned long)((char *)&cloud[0].pos - (char *)&cloud[0]),
           (unsigned long)((char *)&cloud[0].vel - (char *)&cloud[0]),
           (unsigned long)((char *)&cloud[0].id - (char *)&cloud[0]));
    gap = (unsigned long)((char *)&s[1] - (char *)&s[0]);
    printf("sample: %lu bytes, stride %lu\n", (unsigned long)sizeof(struct sample), gap);
    for (i = 0; i < 3; i++)
        printf("%c%d: %.1f %.1f\n", cloud[i].kind, cloud[i].id,
               cloud[i].pos[3] + cloud[i].vel[3], cloud[i].pos[0]);
    return 0;
}
