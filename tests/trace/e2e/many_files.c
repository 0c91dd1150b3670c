// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* many_files DIR N: creates N files DIR/fNNNNN, each with one write of 8 bytes, from one thread, so
 * that one process holds N distinct files and 3 x N distinct (file, call, site) combinations on
 * one thread: more than the first segments of a trace file's tables (iolt.h, "Growth"). Built
 * -static, which the ptrace tracer follows. Prints N. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: many_files DIR N\n");
        return 2;
    }
    const long n = strtol(argv[2], NULL, 10);
    for (long i = 0; i < n; ++i) {
        char path[4096];
        snprintf(path, sizeof path, "%s/f%05ld", argv[1], i);
        const int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0 || write(fd, "01234567", 8) != 8 || close(fd) != 0) {
            perror(path);
            return 1;
        }
    }
    printf("%ld\n", n);
    return 0;
}
