// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* A program that makes N cheap calls (the test: 10,000,000): one-byte preads alternately of files A
 * and B, each at offsets 0 and 2 in turn, so that no call continues a run (a loop that reads two
 * files sequentially keeps one time-line event per file) and the event log must drop most of them.
 * A and B must hold at least 3 bytes each. At the end it writes its own peak resident set (VmHWM of
 * /proc/self/status, KiB) to OUT, so the test can compare traced and untraced runs. */
#include "../patterns/patternutil.h"

#include <fcntl.h>
#include <unistd.h>

static unsigned long peak_rss_kib(void)
{
    FILE* status = fopen("/proc/self/status", "r");
    if (!status)
        pattern_die("cannot open", "/proc/self/status");
    char line[256];
    unsigned long kib = 0;
    while (fgets(line, sizeof line, status))
        if (sscanf(line, "VmHWM: %lu kB", &kib) == 1)
            break;
    fclose(status);
    return kib;
}

int main(int argc, char** argv)
{
    pattern_usage(argc, 5, "A B N OUT");
    const unsigned long n = pattern_count(argv[3], "N");
    const int a = open(argv[1], O_RDONLY);
    if (a < 0)
        pattern_die("cannot open", argv[1]);
    const int b = open(argv[2], O_RDONLY);
    if (b < 0)
        pattern_die("cannot open", argv[2]);
    unsigned long sum = 0;
    for (unsigned long i = 0; i < n; ++i) {
        unsigned char c;
        if (pread(i % 2 ? b : a, &c, 1, (i / 2) % 2 ? 2 : 0) != 1) {
            fprintf(stderr, "hostile_manycalls: '%s' is too short\n", argv[1 + (int)(i % 2)]);
            return 1;
        }
        sum += c;
    }
    close(a);
    close(b);
    pattern_sink = sum;
    char text[32];
    const int length = snprintf(text, sizeof text, "%lu\n", peak_rss_kib());
    const int out = open(argv[4], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out < 0)
        pattern_die("cannot create", argv[4]);
    pattern_write_all(out, text, (size_t)length, argv[4]);
    close(out);
    return 0;
}
