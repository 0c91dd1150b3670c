// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_forkbypass FILE: forks that do not call fork(). The process opens FILE and writes 1 byte; a
 * child made with glibc's _Fork writes 2 bytes and exits; a child made with fork() calls daemon(3)
 * (which forks inside libc, where no preload sees the call), and the daemon writes 3 bytes and
 * exits; a child made with forkpty(3) (which forks inside libc too) writes 4 bytes and exits. The
 * first process waits for all of them (the daemon through a pipe it holds open until it exits)
 * and exits 0. */
#include "tputil.h"

#include <fcntl.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

static void write_n(int fd, int n)
{
    for (int i = 0; i < n; ++i)
        TP_CHECK(write(fd, "x", 1) == 1);
}

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    const int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(fd >= 0);
    write_n(fd, 1);

    pid_t pid = _Fork();
    TP_CHECK(pid >= 0);
    if (pid == 0) {
        write_n(fd, 2);
        exit(0);
    }
    int status = 0;
    TP_CHECK(waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0);

    int done[2];
    TP_CHECK(pipe(done) == 0);
    pid = fork();
    TP_CHECK(pid >= 0);
    if (pid == 0) {
        close(done[0]);
        TP_CHECK(daemon(1, 1) == 0); /* the daemon's parent (this child) exits inside */
        write_n(fd, 3);
        exit(0); /* closes done[1]: the first process reads its end of file */
    }
    close(done[1]);
    char c;
    TP_CHECK(read(done[0], &c, 1) == 0);
    TP_CHECK(waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0);

    int terminal = -1;
    pid = forkpty(&terminal, NULL, NULL, NULL);
    TP_CHECK(pid >= 0);
    if (pid == 0) {
        write_n(fd, 4);
        _exit(0);
    }
    TP_CHECK(waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0);
    TP_CHECK(close(terminal) == 0);
    TP_CHECK(close(fd) == 0);
    return 0;
}
