// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_inodes: creates, writes one byte to, closes and deletes job-000.tmp … job-499.tmp in the
 * working directory, one after the other, so a file system that reuses inode numbers (ext4 does)
 * gives most of them the number of the one deleted before. Prints nothing. */
#include "tputil.h"

#include <fcntl.h>
#include <unistd.h>

int main(void)
{
    for (int i = 0; i < 500; ++i) {
        char name[32];
        snprintf(name, sizeof name, "job-%03d.tmp", i);
        const int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        TP_CHECK(fd >= 0 && write(fd, "j", 1) == 1 && close(fd) == 0 && unlink(name) == 0);
    }
    return 0;
}
