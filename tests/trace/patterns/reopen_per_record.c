// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* reopen-per-record, article 004's writeFile: N times open FILE for appending, write one 64-byte
 * record, close. Exactly N opens, N writes of 64 bytes, N closes. */
#include "patternutil.h"

#include <fcntl.h>

int main(int argc, char** argv)
{
    pattern_usage(argc, 3, "FILE N");
    const unsigned long n = pattern_count(argv[2], "N");
    for (unsigned long i = 1; i <= n; ++i) {
        char record[65];
        pattern_record(record, i, "record");
        const int fd = open(argv[1], O_WRONLY | O_CREAT | O_APPEND, 0644);
        if (fd < 0)
            pattern_die("cannot open", argv[1]);
        pattern_write_all(fd, record, 64, argv[1]);
        if (close(fd) < 0)
            pattern_die("cannot close", argv[1]);
    }
    return 0;
}
