// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_syncfs FILE: opens FILE, writes 1 byte, fsyncs it once and syncs its file system (syncfs)
 * three times, closes it and exits 0. */
#include "tputil.h"

#include <fcntl.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    const int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(fd >= 0);
    TP_CHECK(write(fd, "s", 1) == 1);
    TP_CHECK(fsync(fd) == 0);
    for (int i = 0; i < 3; ++i)
        TP_CHECK(syncfs(fd) == 0);
    TP_CHECK(close(fd) == 0);
    return 0;
}
