// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_exec_child FILE: appends 4 one-byte writes to FILE and exits 5. */
#include "tputil.h"

#include <fcntl.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    const int fd = open(argv[1], O_WRONLY | O_APPEND);
    TP_CHECK(fd >= 0);
    for (int i = 0; i < 4; ++i)
        TP_CHECK(write(fd, "x", 1) == 1);
    TP_CHECK(close(fd) == 0);
    return 5;
}
