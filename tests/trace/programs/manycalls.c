// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_manycalls [N]: N (default 10,000,000) one-byte pread(2)s of manycalls.dat, a file of 4 bytes
 * it creates in the working directory (one open, one pwrite), at offsets 0 and 2 in turn: no call
 * begins where the one before ended, so every call is a time-line event of its own and the event
 * log overflows. */
#include "tputil.h"

#include <fcntl.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    const long n = argc > 1 ? atol(argv[1]) : 10000000L;
    const int fd = open("manycalls.dat", O_RDWR | O_CREAT | O_TRUNC, 0644);
    TP_CHECK(fd >= 0 && pwrite(fd, "abcd", 4, 0) == 4);
    char c;
    for (long i = 0; i < n; ++i)
        TP_CHECK(pread(fd, &c, 1, i % 2 ? 2 : 0) == 1);
    return 0;
}
