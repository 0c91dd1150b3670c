// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The traced program of tst_traceharmless: behaviours a tracer must leave exactly as they are.
 *   fill DIR     write DIR/fill.bin in 1 MiB steps until the file system is full, print the error,
 *                then 4,000 alternating one-byte writes and reads on /dev/null (4,000 time-line
 *                events, which need room in the trace file too); exit 0
 *   vfork        two vfork children that print, set a variable the parent reads, fail an exec and
 *                store its errno for the parent; a third that execs echo; the parent prints what
 *                it sees after each
 *   dropuid      setgid and setuid to 65534 (nobody), then a fork child that execs cat /dev/null
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int fill(const char* dir)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/fill.bin", dir);
    const int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        return 3;
    static char chunk[1 << 20];
    memset(chunk, 'x', sizeof chunk);
    int error = 0;
    while (!error)
        if (write(fd, chunk, sizeof chunk) < 0)
            error = errno;
    printf("%s\n", strerror(error));
    fflush(stdout);
    const int null = open("/dev/null", O_RDWR);
    if (null < 0)
        return 4;
    char byte = 'x';
    for (int i = 0; i < 2000; ++i)
        if (write(null, &byte, 1) != 1 || read(null, &byte, 1) != 0)
            return 5;
    close(null);
    close(fd);
    unlink(path);
    return 0;
}

static int vforks(void)
{
    volatile int shared = 0, exec_errno = 0;
    for (volatile int i = 0; i < 2; ++i) { /* volatile: the child runs on this frame */
        shared = 0;
        exec_errno = 0;
        const pid_t p = vfork();
        if (p == 0) {
            char line[32];
            const int n = snprintf(line, sizeof line, "child %d\n", i);
            if (write(1, line, (size_t)n) != n)
                _exit(126);
            shared = 100;
            execl("/nonexistent/iolens-vfork-target", "target", (char*)NULL);
            exec_errno = errno;
            _exit(127);
        }
        int status = 0;
        if (p < 0 || waitpid(p, &status, 0) != p)
            return 3;
        printf("parent %d sees shared=%d exec_errno=%d status=%d\n", i, shared, exec_errno, WEXITSTATUS(status));
        fflush(stdout);
    }
    const pid_t p = vfork();
    if (p == 0) {
        execl("/bin/echo", "echo", "exec'd", (char*)NULL);
        _exit(127);
    }
    int status = 0;
    if (p < 0 || waitpid(p, &status, 0) != p)
        return 4;
    printf("echo ended %d\n", WEXITSTATUS(status));
    return 0;
}

static int dropuid(void)
{
    if (setgid(65534) != 0 || setuid(65534) != 0) {
        perror("setuid");
        return 3;
    }
    const pid_t p = fork();
    if (p == 0) {
        execl("/bin/cat", "cat", "/dev/null", (char*)NULL);
        _exit(127);
    }
    int status = 0;
    if (p < 0 || waitpid(p, &status, 0) != p)
        return 4;
    printf("uid %d, cat ended %d\n", (int)getuid(), WEXITSTATUS(status));
    return 0;
}

int main(int argc, char** argv)
{
    if (argc == 3 && !strcmp(argv[1], "fill"))
        return fill(argv[2]);
    if (argc == 2 && !strcmp(argv[1], "vfork"))
        return vforks();
    if (argc == 2 && !strcmp(argv[1], "dropuid"))
        return dropuid();
    return 64;
}
