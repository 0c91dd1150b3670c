/* SPDX-FileCopyrightText: 2026 The iolens authors
 * SPDX-License-Identifier: GPL-3.0-or-later */
/* The program iolens-bench trace attaches to (issue 25, section 3): reads INPUT one byte per
 * read(2), round and round, until STOP exists, in batches of 20,000 reads. After each batch it
 * appends to OUT one line "BEGIN END LONGEST": the batch's CLOCK_REALTIME begin and end in ns and
 * the longest time one read took in it (the program's view of a pause: a read that waited while
 * iolens held the process stopped).
 *   attachreader INPUT OUT STOP */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { kBatch = 20000 };

static uint64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

int main(int argc, char** argv)
{
    if (argc != 4)
        return 2;
    const int in = open(argv[1], O_RDONLY);
    const int out = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0600);
    if (in < 0 || out < 0)
        return 3;
    char c;
    for (;;) {
        const uint64_t begin = now_ns();
        uint64_t before = begin, longest = 0;
        for (int i = 0; i < kBatch; ++i) {
            if (read(in, &c, 1) == 0)
                lseek(in, 0, SEEK_SET);
            const uint64_t after = now_ns();
            if (after - before > longest)
                longest = after - before;
            before = after;
        }
        char line[96];
        const int n = snprintf(line, sizeof line, "%llu %llu %llu\n", (unsigned long long)begin,
            (unsigned long long)before, (unsigned long long)longest);
        if (write(out, line, (size_t)n) != n)
            return 4;
        if (access(argv[3], F_OK) == 0)
            break;
    }
    close(in);
    close(out);
    return 0;
}
