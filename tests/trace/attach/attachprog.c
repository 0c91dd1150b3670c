// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* A program for tst_attach to attach to while it waits.
 *   attachprog sleep STOPFILE   says "waiting", sleeps 2 ms at a time until STOPFILE exists, says "done"
 *   attachprog read             says "waiting", blocks in read(0); says "got LINE" for what it read,
 *                               or "read failed: ERROR" if the read was broken by the attach
 *   attachprog bytes FILE STOP  says "waiting", reads FILE one byte per read(2), round and round,
 *                               until STOP exists; says "done N" (N: its reads)
 *   attachprog bytesfor FILE MS HOW CODE   says "waiting", reads FILE one byte per read(2) for MS
 *                               milliseconds, then ends on its own: HOW is "return" (from main
 *                               with CODE), "exit" (exit(CODE)) or "signal" (raise(CODE))
 *   attachprog exact GO FILE N STOP   says "waiting", waits until GO exists, makes N read(2) calls
 *                               of one byte on FILE (from its start again at its end), says
 *                               "read N", waits until STOP exists, says "done"
 * Built twice: dynamic (tst_attach) and with -static (tst_attachstatic). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int wait_for_file(const char* path)
{
    const struct timespec pause = { 0, 2 * 1000 * 1000 };
    for (int i = 0; i < 30000 && access(path, F_OK) != 0; ++i)
        nanosleep(&pause, NULL);
    puts("done");
    return 0;
}

static void wait_until(const char* path)
{
    const struct timespec pause = { 0, 2 * 1000 * 1000 };
    for (int i = 0; i < 30000 && access(path, F_OK) != 0; ++i)
        nanosleep(&pause, NULL);
}

static int read_exactly(const char* go, const char* path, long n, const char* stop)
{
    wait_until(go);
    const int fd = open(path, O_RDONLY);
    if (fd < 0)
        return 3;
    char c;
    for (long i = 0; i < n; ++i)
        if (read(fd, &c, 1) == 0)
            lseek(fd, 0, SEEK_SET);
    close(fd);
    printf("read %ld\n", n);
    fflush(stdout);
    wait_until(stop);
    puts("done");
    return 0;
}

static int wait_for_line(void)
{
    char line[256];
    const ssize_t got = read(0, line, sizeof line - 1);
    if (got < 0) {
        printf("read failed: %s\n", strerror(errno));
        return 1;
    }
    line[got] = '\0';
    printf("got %s", line);
    return 0;
}

static int read_bytes(const char* path, const char* stop)
{
    const int fd = open(path, O_RDONLY);
    if (fd < 0)
        return 3;
    long reads = 0;
    char c;
    for (;;) {
        ++reads;
        if (read(fd, &c, 1) == 0)
            lseek(fd, 0, SEEK_SET);
        if (reads % 4096 == 0 && access(stop, F_OK) == 0)
            break;
    }
    close(fd);
    printf("done %ld\n", reads);
    return 0;
}

static long millis_since(const struct timespec* start)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (now.tv_sec - start->tv_sec) * 1000 + (now.tv_nsec - start->tv_nsec) / 1000000;
}

/* Reads for `ms` milliseconds; the caller then ends the way the test asks. */
static int read_bytes_for(const char* path, long ms)
{
    const int fd = open(path, O_RDONLY);
    if (fd < 0)
        return -1;
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    char c;
    for (long reads = 1; reads % 1024 != 0 || millis_since(&start) < ms; ++reads)
        if (read(fd, &c, 1) == 0)
            lseek(fd, 0, SEEK_SET);
    close(fd);
    return 0;
}

int main(int argc, char** argv)
{
    if (argc < 2)
        return 2;
    puts("waiting");
    fflush(stdout);
    if (strcmp(argv[1], "sleep") == 0 && argc == 3)
        return wait_for_file(argv[2]);
    if (strcmp(argv[1], "read") == 0)
        return wait_for_line();
    if (strcmp(argv[1], "bytes") == 0 && argc == 4)
        return read_bytes(argv[2], argv[3]);
    if (strcmp(argv[1], "exact") == 0 && argc == 6)
        return read_exactly(argv[2], argv[3], atol(argv[4]), argv[5]);
    if (strcmp(argv[1], "bytesfor") == 0 && argc == 6) {
        if (read_bytes_for(argv[2], atol(argv[3])) != 0)
            return 3;
        const int code = atoi(argv[5]);
        if (strcmp(argv[4], "exit") == 0)
            exit(code);
        if (strcmp(argv[4], "signal") == 0)
            raise(code);
        return code;
    }
    return 2;
}
