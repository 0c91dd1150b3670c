// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_dup2 FILE: opens FILE, dup2s it over fd 1 and writes 3 bytes through fd 1; then closes every
 * fd from 0 to 1023 (as daemons do) and keeps working: reopens FILE and writes 2 more bytes. */
#include "tputil.h"

#include <fcntl.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    const int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(fd >= 0);
    TP_CHECK(dup2(fd, 1) == 1);
    for (int i = 0; i < 3; ++i)
        TP_CHECK(write(1, "d", 1) == 1);
    for (int i = 0; i < 1024; ++i)
        close(i);
    const int again = open(argv[1], O_WRONLY | O_APPEND);
    TP_CHECK(again >= 0);
    for (int i = 0; i < 2; ++i)
        TP_CHECK(write(again, "e", 1) == 1);
    TP_CHECK(close(again) == 0);
    return 0;
}
