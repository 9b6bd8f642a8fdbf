#include <stdio.h>
#include <string.h>

/* read "name:qty:price" records into a small inventory table */
struct record {
    char name[12];
    int qty;
    double price;
};

static struct record parse_record(const char *line)
{
    struct record r;
    const char *colon = strchr(line, ':');
    size_t n = colon ? (size_t)(colon - line) : strlen(line);

    memset(&r, 0, sizeof r);
    if (n >= sizeof r.name)
        n = sizeof r.name - 1;
    memcpy(r.name, line, n);
    if (colon)
        sscanf(colon + 1, "%d:%lf", &r.qty, &r.price);
    return r;
}

int main(void)
{
    static const char *lines[] = {
        "bolts:120:0.05", "nuts:300:0.02", "washers:75:0.01", "hinges:8:2.75",
    };
    struct record table[8];
    int count = 0, i;
    double total = 0.0;

    memset(table, 0, sizeof table);
    for (i = 0; i < 4; i++)
        table[count++] = parse_record(lines[i]);

    for (i = 0; i < count; i++) {
        double value = table[i].qty * table[i].price;
        total += value;
        printf("%-8s %4d x %5.2f = %7.2f\n", table[i].name, table[i].qty,
               table[i].price, value);
    }
    printf("%d records, total %.2f\n", count, total);
    return 0;
}
