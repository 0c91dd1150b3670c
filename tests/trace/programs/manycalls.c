// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_manycalls [N]: N (default 10,000,000) one-byte read(2)s, alternating between /dev/zero and
 * /dev/full, so that consecutive calls never merge into one event and the event log overflows. */
#include "tputil.h"

#include <fcntl.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    const long n = argc > 1 ? atol(argv[1]) : 10000000L;
    const int zero = open("/dev/zero", O_RDONLY);
    const int full = open("/dev/full", O_RDONLY);
    TP_CHECK(zero >= 0 && full >= 0);
    char c;
    for (long i = 0; i < n; ++i)
        TP_CHECK(read(i % 2 ? full : zero, &c, 1) == 1);
    return 0;
}
