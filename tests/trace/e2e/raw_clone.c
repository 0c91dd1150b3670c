// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* trace_e2e_raw_clone FILE N: a child made by a raw clone(SIGCHLD) system call, which neither the
 * fork wrapper nor the atfork handlers see. The parent writes 1 record to FILE, the child N (from
 * the same call site, so nothing but the pid tells them apart), then the parent writes 1 more after
 * the child exited, and exits 0. */
#include "../patterns/patternutil.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>

static void put(int fd, const char* path)
{
    if (write(fd, "record\n", 7) != 7)
        pattern_die("write", path);
}

int main(int argc, char** argv)
{
    pattern_usage(argc, 3, "FILE N");
    const unsigned long n = pattern_count(argv[2], "N");
    const int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        pattern_die("open", argv[1]);
    put(fd, argv[1]);
    const long pid = syscall(SYS_clone, (unsigned long)SIGCHLD, 0L, 0L, 0L, 0L);
    if (pid < 0)
        pattern_die("clone", argv[1]);
    if (pid == 0) {
        for (unsigned long i = 0; i < n; ++i)
            put(fd, argv[1]);
        _exit(0);
    }
    int status = 0;
    if (waitpid((pid_t)pid, &status, 0) != (pid_t)pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        pattern_die("waitpid", argv[1]);
    put(fd, argv[1]);
    if (close(fd) != 0)
        pattern_die("close", argv[1]);
    return 0;
}
