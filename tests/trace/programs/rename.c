// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* rename: writes PATH.partial (1 write), renames it to PATH, then reads PATH back with 3 reads of
 * 2 bytes: the entry of the file must go by PATH from the rename on, with all six calls on it. */
#include "tputil.h"

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    char partial[4096];
    snprintf(partial, sizeof partial, "%s.partial", argv[1]);
    int fd = open(partial, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(fd >= 0);
    TP_CHECK(write(fd, "abcdef", 6) == 6);
    TP_CHECK(close(fd) == 0);
    TP_CHECK(rename(partial, argv[1]) == 0);
    fd = open(argv[1], O_RDONLY);
    TP_CHECK(fd >= 0);
    char buf[2];
    for (int i = 0; i < 3; ++i)
        TP_CHECK(read(fd, buf, sizeof buf) == 2);
    TP_CHECK(close(fd) == 0);
    return 0;
}
