// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* trace_e2e_unseen_reads raw|libc FILE N SIZE: writes FILE (N * SIZE bytes, one write(2)), then reads
 * it back in N reads of SIZE bytes: through raw syscall(SYS_read) with "raw", which no preload
 * sees (the kernel counts them: unseen I/O), or through read(2) with "libc" (all seen). */
#include "../patterns/patternutil.h"

#include <fcntl.h>
#include <sys/syscall.h>

int main(int argc, char** argv)
{
    pattern_usage(argc, 5, "raw|libc FILE N SIZE");
    const int raw = strcmp(argv[1], "raw") == 0;
    const unsigned long n = pattern_count(argv[3], "N"), size = pattern_count(argv[4], "SIZE");
    char* buf = calloc(n * size + 1, 1);
    if (!buf)
        pattern_die("calloc", argv[2]);
    int fd = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0 || write(fd, buf, n * size) != (ssize_t)(n * size) || close(fd) != 0)
        pattern_die("write", argv[2]);
    fd = open(argv[2], O_RDONLY);
    if (fd < 0)
        pattern_die("open", argv[2]);
    for (unsigned long i = 0; i < n; ++i) {
        const long r = raw ? syscall(SYS_read, fd, buf, size) : (long)read(fd, buf, size);
        if (r != (long)size)
            pattern_die("read", argv[2]);
        pattern_sink += (unsigned char)buf[0];
    }
    if (close(fd) != 0)
        pattern_die("close", argv[2]);
    free(buf);
    return 0;
}
