// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* small-unbuffered-writes, write.single-open: FILE opened once, N records of 64 bytes, one write(2)
 * each and no user-space buffer. Exactly 1 open, N writes of 64 bytes, 1 close. */
#include "patternutil.h"

#include <fcntl.h>

int main(int argc, char** argv)
{
    pattern_usage(argc, 3, "FILE N");
    const unsigned long n = pattern_count(argv[2], "N");
    const int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        pattern_die("cannot open", argv[1]);
    for (unsigned long i = 1; i <= n; ++i) {
        char record[65];
        pattern_record(record, i, "unbuffered");
        pattern_write_all(fd, record, 64, argv[1]);
    }
    if (close(fd) < 0)
        pattern_die("cannot close", argv[1]);
    return 0;
}
