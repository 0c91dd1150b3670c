// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Linked with -static and built at -O2 without frame pointers: counts the bytes of argv[1] with one
// read(2) per byte, from a function of its own (the small-io pattern, whose line the trace names
// through the ptrace tracer's stack walk; libc's read, linked in without debug information, is the
// runtime's frame under it).
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

__attribute__((noinline)) static long count_bytes(int fd)
{
    char c;
    long n = 0;
    while (read(fd, &c, 1) == 1) /* the per-byte read */
        ++n;
    return n;
}

int main(int argc, char** argv)
{
    if (argc != 2)
        return 2;
    const int fd = open(argv[1], O_RDONLY);
    if (fd < 0)
        return 1;
    printf("%ld\n", count_bytes(fd));
    close(fd);
    return 0;
}
