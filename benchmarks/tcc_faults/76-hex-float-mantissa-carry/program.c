#include <stdio.h>

/* sin and cos by range reduction and short Taylor series */
static const double PI = 0x1.921fb54442d18p+1;
static const double HALF_PI = 0x1.921fb54442d18p+0;

static double poly_sin(double x)
{
    double x2 = x * x;
    return x * (1.0 - x2 / 6.0 * (1.0 - x2 / 20.0 * (1.0 - x2 / 42.0 * (1.0 - x2 / 72.0))));
}

static double my_sin(double x)
{
    int flip = 0;
    while (x > PI)
        x -= 2.0 * PI;
    while (x < -PI)
        x += 2.0 * PI;
    if (x < 0) {
        x = -x;
        flip = 1;
    }
    if (x > HALF_PI)
        x = PI - x;
    return flip ? -poly_sin(x) : poly_sin(x);
}

static double my_cos(double x)
{
    return my_sin(x + HALF_PI);
}

int main(void)
{
    int deg;
    float third = 0x1.555556p-2f;

    printf("pi = %.10f\n", PI);
    for (deg = -90; deg <= 360; deg += 45) {
        double r = deg * PI / 180.0;
        printf("%4d  sin %+.5f  cos %+.5f\n", deg, my_sin(r), my_cos(r));
    }
    printf("third = %.7f\n", third);
    return 0;
}
