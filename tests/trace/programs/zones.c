// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_zones FILE: marks zones by hand with the line protocol of iolt.h on $IOLENS_TRACE_ZONES:
 *   +a  open FILE, 3 writes  +b  2 writes  -b  close FILE  -a */
#include "tputil.h"

#include <fcntl.h>
#include <unistd.h>

static void mark(int z, const char* line)
{
    TP_CHECK(write(z, line, strlen(line)) == (ssize_t)strlen(line));
}

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    const char* path = getenv("IOLENS_TRACE_ZONES");
    TP_CHECK(path && *path);
    const int z = open(path, O_WRONLY | O_APPEND | O_CLOEXEC);
    TP_CHECK(z >= 0);
    mark(z, "+a\n");
    const int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(fd >= 0);
    for (int i = 0; i < 3; ++i)
        TP_CHECK(write(fd, "x", 1) == 1);
    mark(z, "+b\n");
    for (int i = 0; i < 2; ++i)
        TP_CHECK(write(fd, "y", 1) == 1);
    mark(z, "-b\n");
    TP_CHECK(close(fd) == 0);
    mark(z, "-a\n");
    TP_CHECK(close(z) == 0);
    return 0;
}
