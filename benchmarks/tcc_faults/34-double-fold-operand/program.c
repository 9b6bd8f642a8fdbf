#include <stdio.h>

#define PI 3.14159265358979
#define DEG_PER_RAD (180.0 / PI)
#define KM_PER_MILE 1.609344

static double to_degrees(double rad)
{
    return rad * DEG_PER_RAD;
}

int main(void)
{
    double angles[3] = { 0.5, 1.0, 2.0 };
    double miles[3] = { 1.0, 26.2, 100.0 };
    double total = 0.0;
    int i;

    for (i = 0; i < 3; i++)
        printf("%.3f rad = %.3f deg\n", angles[i], to_degrees(angles[i]));
    for (i = 0; i < 3; i++) {
        double km = miles[i] * KM_PER_MILE;
        total += km;
        printf("%.1f mi = %.3f km\n", miles[i], km);
    }
    printf("half marathon = %.4f km\n", 13.1 * KM_PER_MILE);
    printf("total = %.3f km, step = %.5f\n", total, 0.25 + 0.1 * 0.3);
    return 0;
}
