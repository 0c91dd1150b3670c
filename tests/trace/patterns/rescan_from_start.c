// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* rescan-from-start, article 004's readFile(path, lineNo): for lineNo = 1..N, open FILE, read it
 * from the start in 4096-byte chunks until line lineNo has been seen, close. With the test's file
 * of 64-byte lines, lookup i makes ceil(64 i / 4096) reads: the test computes the exact sum. */
#include "patternutil.h"

#include <fcntl.h>

enum { kChunk = 4096 };

int main(int argc, char** argv)
{
    pattern_usage(argc, 3, "FILE N");
    const unsigned long n = pattern_count(argv[2], "N");
    unsigned long checksum = 0;
    for (unsigned long line = 1; line <= n; ++line) {
        const int fd = open(argv[1], O_RDONLY);
        if (fd < 0)
            pattern_die("cannot open", argv[1]);
        char buffer[kChunk];
        unsigned long seen = 0;
        while (seen < line) {
            const ssize_t got = read(fd, buffer, sizeof buffer);
            if (got < 0)
                pattern_die("cannot read", argv[1]);
            if (got == 0) {
                fprintf(stderr, "rescan_from_start: '%s' has fewer than %lu lines\n", argv[1], line);
                return 1;
            }
            for (ssize_t i = 0; i < got && seen < line; ++i)
                if (buffer[i] == '\n')
                    ++seen;
            checksum += (unsigned char)buffer[0];
        }
        close(fd);
    }
    pattern_sink = checksum;
    return 0;
}
