// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* iolens-bench-manyfiles DIR N: what a test suite or a package install does to the file system,
 * in C so that the trace's size, not an interpreter, is measured: N files DIR/fNNNNNN created
 * (open, fstat, write, close) and read back (open, fstat, read until the end, close), about as
 * Python's open().write() and open().read() do. One process, one thread, N files, 7 N slots.
 * Prints N and the bytes read back. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static int fail(const char* path)
{
    perror(path);
    return 1;
}

int main(int argc, char** argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: iolens-bench-manyfiles DIR N\n");
        return 2;
    }
    const long n = strtol(argv[2], NULL, 10);
    char path[4096];
    struct stat st;
    for (long i = 0; i < n; ++i) {
        snprintf(path, sizeof path, "%s/f%06ld.txt", argv[1], i);
        const int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        char line[64];
        const int len = snprintf(line, sizeof line, "record %ld\n", i);
        if (fd < 0 || fstat(fd, &st) != 0 || write(fd, line, (size_t)len) != len || close(fd) != 0)
            return fail(path);
    }
    long long total = 0;
    for (long i = 0; i < n; ++i) {
        snprintf(path, sizeof path, "%s/f%06ld.txt", argv[1], i);
        const int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0 || fstat(fd, &st) != 0)
            return fail(path);
        char buf[4096];
        ssize_t got;
        while ((got = read(fd, buf, sizeof buf)) > 0)
            total += got;
        if (got < 0 || close(fd) != 0)
            return fail(path);
    }
    printf("%ld %lld\n", n, total);
    return 0;
}
