// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_fdfast A B C D: loops of small read(2) and write(2) calls from one call site each, long
 * enough for the preload's fast path (core/trace/preload/fdfast.h), with every change that must
 * take a call off it: a seek, a zone opened and closed, a dup2 of another file over the fd, end
 * of file, failing calls, and a close and reopen that gives the same fd number another file.
 * A must hold at least 1,600 bytes and B exactly 200; C and D are created.
 *   A: 1,000 reads of 1 byte; seek to 0; 300 reads of 2 bytes; in zone "a" 200 of 1; then 100 of 1
 *   B (dup2'ed over A's fd): 250 reads of 1 byte, the last 50 at end of file;
 *     then opened write-only: 100 reads that fail (EBADF)
 *   C: 500 writes of 1 byte; closed; D, opened on the same fd number: 300 writes of 1 byte
 *   a non-blocking pipe holding 200 bytes: 300 reads of 1 byte, the last 100 failing (EAGAIN) */
#include "tputil.h"

#include <fcntl.h>
#include <unistd.h>

/* One call site for every read and one for every write (not inlined into each loop). */
static int last_error; /* errno after the last failing read: the program's, untouched */

__attribute__((noinline)) static long read_loop(int fd, int calls, size_t size)
{
    char buf[8];
    long total = 0;
    for (int i = 0; i < calls; ++i) {
        errno = 0;
        const ssize_t r = read(fd, buf, size);
        if (r > 0)
            total += r;
        else if (r < 0)
            last_error = errno;
        else
            TP_CHECK(errno == 0);
    }
    return total;
}

__attribute__((noinline)) static void write_loop(int fd, int calls)
{
    for (int i = 0; i < calls; ++i)
        TP_CHECK(write(fd, "w", 1) == 1);
}

static void mark(int z, const char* line)
{
    TP_CHECK(write(z, line, strlen(line)) == (ssize_t)strlen(line));
}

int main(int argc, char** argv)
{
    TP_CHECK(argc == 5);
    const char* zones = getenv("IOLENS_TRACE_ZONES");
    const int z = zones && *zones ? open(zones, O_WRONLY | O_APPEND | O_CLOEXEC) : open("/dev/null", O_WRONLY);
    TP_CHECK(z >= 0);

    const int a = open(argv[1], O_RDONLY);
    TP_CHECK(a >= 0);
    TP_CHECK(read_loop(a, 1000, 1) == 1000);
    TP_CHECK(lseek(a, 0, SEEK_SET) == 0);
    TP_CHECK(read_loop(a, 300, 2) == 600);
    mark(z, "+a\n");
    TP_CHECK(read_loop(a, 200, 1) == 200);
    mark(z, "-a\n");
    TP_CHECK(read_loop(a, 100, 1) == 100);

    const int b = open(argv[2], O_RDONLY);
    TP_CHECK(b >= 0);
    TP_CHECK(dup2(b, a) == a);
    TP_CHECK(close(b) == 0);
    TP_CHECK(read_loop(a, 250, 1) == 200);
    TP_CHECK(close(a) == 0);
    const int bw = open(argv[2], O_WRONLY);
    TP_CHECK(bw >= 0);
    TP_CHECK(read_loop(bw, 100, 1) == 0);
    TP_CHECK(last_error == EBADF);
    TP_CHECK(close(bw) == 0);

    const int c = open(argv[3], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(c >= 0);
    write_loop(c, 500);
    TP_CHECK(close(c) == 0);
    const int d = open(argv[4], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(d == c);
    write_loop(d, 300);
    TP_CHECK(close(d) == 0);

    int p[2];
    TP_CHECK(pipe2(p, O_NONBLOCK) == 0);
    char fill[200];
    memset(fill, 'p', sizeof fill);
    TP_CHECK(write(p[1], fill, sizeof fill) == (ssize_t)sizeof fill);
    last_error = 0;
    TP_CHECK(read_loop(p[0], 300, 1) == 200);
    TP_CHECK(last_error == EAGAIN);
    TP_CHECK(close(p[0]) == 0 && close(p[1]) == 0);
    TP_CHECK(close(z) == 0);
    return 0;
}
