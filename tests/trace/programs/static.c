// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_static FILE (linked -static): writes 3 bytes to FILE. LD_PRELOAD cannot see it at all. */
#include "tputil.h"

#include <fcntl.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    const int fd = open(argv[1], O_WRONLY | O_CREAT | O_APPEND, 0600);
    TP_CHECK(fd >= 0);
    TP_CHECK(write(fd, "abc", 3) == 3);
    TP_CHECK(close(fd) == 0);
    return 0;
}
