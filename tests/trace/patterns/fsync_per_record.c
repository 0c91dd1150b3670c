// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* fsync-per-record: open FILE once, then N times write one 64-byte record and fsync. Exactly 1 open,
 * N writes of 64 bytes, N fsyncs, 1 close. */
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
        pattern_record(record, i, "durable");
        pattern_write_all(fd, record, 64, argv[1]);
        if (fsync(fd) < 0)
            pattern_die("cannot fsync", argv[1]);
    }
    if (close(fd) < 0)
        pattern_die("cannot close", argv[1]);
    return 0;
}
