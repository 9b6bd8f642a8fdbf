#include <stdio.h>

/* smooth a signal with moving windows of several widths */
#define LEN 4000

static double signal_at(int i)
{
    return (double)((i * 37) % 101) - 50.0;
}

static double window_peak(int start, int width)
{
    double win[width];
    double peak;
    int k;

    for (k = 0; k < width; k++)
        win[k] = signal_at(start + k);
    peak = win[0];
    for (k = 1; k < width; k++)
        if (win[k] > peak)
            peak = win[k];
    return peak;
}

int main(void)
{
    static const int widths[] = { 8, 64, 512 };
    int w, i;

    for (w = 0; w < 3; w++) {
        int width = widths[w];
        double sum = 0.0, lowest = 1e9;
        for (i = 0; i + width <= LEN; i++) {
            double smooth[width];
            double acc = 0.0;
            int k;
            for (k = 0; k < width; k++) {
                smooth[k] = signal_at(i + k) * 0.5;
                acc += smooth[k];
            }
            sum += acc / width;
            if (acc / width < lowest)
                lowest = acc / width;
        }
        printf("width %3d: mean %.4f, lowest %.4f, peak at 0 %.1f\n",
               width, sum / (LEN - width + 1), lowest, window_peak(0, width));
    }
    return 0;
}
