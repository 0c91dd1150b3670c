// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* small-io through system calls: N read(fd, &c, 1) calls on FILE (FileInputStream.read() with no
 * buffer). FILE must hold at least N bytes: exactly 1 open, N reads of 1 byte, 1 close. */
#include "patternutil.h"

#include <fcntl.h>

int main(int argc, char** argv)
{
    pattern_usage(argc, 3, "FILE N");
    const unsigned long n = pattern_count(argv[2], "N");
    const int fd = open(argv[1], O_RDONLY);
    if (fd < 0)
        pattern_die("cannot open", argv[1]);
    unsigned long sum = 0;
    for (unsigned long i = 0; i < n; ++i) {
        unsigned char c = 0;
        const ssize_t got = read(fd, &c, 1);
        if (got != 1) {
            errno = got < 0 ? errno : ENODATA;
            pattern_die("cannot read 1 byte from", argv[1]);
        }
        sum += c;
    }
    close(fd);
    pattern_sink = sum;
    return 0;
}
