// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* trace_e2e_daemon_records FILE N: daemon(3) (which forks inside libc, past any preload's fork
 * wrapper), then the daemon appends N records of 16 bytes to FILE with write(2), one each, and
 * exits; the caller returns 0 at once, as a daemonising program does. The daemon ends by renaming
 * FILE to FILE.done, so that a test can wait for it. */
#include "../patterns/patternutil.h"

#include <fcntl.h>

int main(int argc, char** argv)
{
    pattern_usage(argc, 3, "FILE N");
    const unsigned long n = pattern_count(argv[2], "N");
    if (daemon(1, 1) != 0)
        pattern_die("daemon", argv[1]);
    const int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        pattern_die("open", argv[1]);
    for (unsigned long i = 0; i < n; ++i)
        if (write(fd, "record 0123456\n", 16) != 16)
            pattern_die("write", argv[1]);
    if (close(fd) != 0)
        pattern_die("close", argv[1]);
    char done[4096];
    snprintf(done, sizeof done, "%s.done", argv[1]);
    if (rename(argv[1], done) != 0)
        pattern_die("rename", argv[1]);
    return 0;
}
