#include <stdio.h>

/* an old-style geometry module: functions declared without prototypes
   and defined with K&R parameter lists */
double area();
double perimeter();
int scale();

struct rect {
    double w, h;
};

int main(void)
{
    static struct rect rooms[] = { { 3.5, 4.0 }, { 2.25, 6.0 }, { 5.0, 5.0 } };
    double total_area = 0.0, total_perimeter = 0.0;
    int i;

    for (i = 0; i < 3; i++) {
        total_area += area(rooms[i].w, rooms[i].h);
        total_perimeter += perimeter(rooms[i].w, rooms[i].h);
        printf("room %d: %.2f x %.2f, area %.3f\n", i + 1,
               rooms[i].w, rooms[i].h, area(rooms[i].w, rooms[i].h));
    }
    printf("total area %.3f, perimeter %.3f\n", total_area, total_perimeter);
    printf("scaled: %d\n", scale(7, 3));
    return 0;
}

double area(w, h)
    double w, h;
{
    return w * h;
}

double perimeter(w, h)
    double w, h;
{
    return 2.0 * (w + h);
}

int scale(n, factor)
    int n, factor;
{
    return n * factor + 1;
}
