// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_fork FILE: the parent opens FILE and writes 3 bytes, forks; the child writes 5 bytes and
 * exits 7; the parent waits, writes 2 more bytes, closes and exits 0. */
#include "tputil.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    const int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(fd >= 0);
    for (int i = 0; i < 3; ++i)
        TP_CHECK(write(fd, "p", 1) == 1);
    const pid_t pid = fork();
    TP_CHECK(pid >= 0);
    if (pid == 0) {
        for (int i = 0; i < 5; ++i)
            TP_CHECK(write(fd, "c", 1) == 1);
        exit(7);
    }
    int status = 0;
    TP_CHECK(waitpid(pid, &status, 0) == pid);
    TP_CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 7);
    for (int i = 0; i < 2; ++i)
        TP_CHECK(write(fd, "p", 1) == 1);
    TP_CHECK(close(fd) == 0);
    return 0;
}
