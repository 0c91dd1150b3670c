// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The least a preloaded tracer that keeps a record per process can do, for workloads.py --floors:
 * what no design that meets issue 22's section 2 and 3 can leave out, and nothing else.
 *
 * At load: create the process's own file in $IOLENS_FLOOR_DIR (a record must exist before the
 * process can be killed), read the clock and the kernel's counts (/proc/self/io: its I/O before
 * this point is not the trace's). At exit: read the counts again and write the record (4 KiB).
 * No tables, no wrapped call, no argv, executable or working directory, no fork or exec handling,
 * no report: a lower bound, to put the real library's cost per process next to.
 *
 * Built by workloads.py into its scratch directory (cc -shared -fPIC -O2), not by the project. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int g_fd = -1;
static char g_record[4096];

static void read_kernel_counts(char* out, size_t cap)
{
    const int fd = open("/proc/self/io", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    if (read(fd, out, cap - 1) < 0)
        out[0] = '\0';
    close(fd);
}

__attribute__((constructor)) static void record_start(void)
{
    const char* dir = getenv("IOLENS_FLOOR_DIR");
    if (!dir)
        return;
    char path[4096];
    snprintf(path, sizeof path, "%s/p%d.rec", dir, (int)getpid());
    g_fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    memcpy(g_record, &start, sizeof start);
    read_kernel_counts(g_record + 64, 1024);
}

__attribute__((destructor)) static void record_end(void)
{
    if (g_fd < 0)
        return;
    struct timespec end;
    clock_gettime(CLOCK_MONOTONIC, &end);
    memcpy(g_record + 32, &end, sizeof end);
    read_kernel_counts(g_record + 2048, 1024);
    if (pwrite(g_fd, g_record, sizeof g_record, 0) != (ssize_t)sizeof g_record)
        g_record[0] = '\0';
    close(g_fd);
}
