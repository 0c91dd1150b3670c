// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_stat FILE: polls FILE with stat 5 times 2 ms apart, stats a missing path twice, access()es
 * FILE once, and maps and unmaps FILE's first page (FILE must be at least 1 byte). */
#include "tputil.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    TP_CHECK(argc == 3);
    struct stat st;
    const struct timespec pause = { 0, 2000000 };
    for (int i = 0; i < 5; ++i) {
        TP_CHECK(stat(argv[1], &st) == 0);
        nanosleep(&pause, NULL);
    }
    for (int i = 0; i < 2; ++i)
        TP_CHECK(stat(argv[2], &st) == -1 && errno == ENOENT);
    TP_CHECK(access(argv[1], R_OK) == 0);
    const int fd = open(argv[1], O_RDONLY);
    TP_CHECK(fd >= 0);
    void* p = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE, fd, 0);
    TP_CHECK(p != MAP_FAILED);
    TP_CHECK(munmap(p, 4096) == 0);
    TP_CHECK(close(fd) == 0);
    return 0;
}
