// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_forkexec CHILD FILE: three fork children, waited for one after the other:
 *   1. execs CHILD FILE at once (no call of its own before the exec), which appends 4 bytes, exits 5;
 *   2. writes "ab" to FILE, then execs CHILD FILE;
 *   3. makes no call and leaves with exit(3).
 * The parent itself opens nothing. */
#include "tputil.h"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static void expect(pid_t pid, int code)
{
    int status = 0;
    TP_CHECK(waitpid(pid, &status, 0) == pid);
    TP_CHECK(WIFEXITED(status) && WEXITSTATUS(status) == code);
}

int main(int argc, char** argv)
{
    TP_CHECK(argc == 3);
    char* args[] = { argv[1], argv[2], NULL };
    pid_t pid = fork();
    TP_CHECK(pid >= 0);
    if (pid == 0) {
        execv(argv[1], args);
        _exit(127);
    }
    expect(pid, 5);

    pid = fork();
    TP_CHECK(pid >= 0);
    if (pid == 0) {
        const int fd = open(argv[2], O_WRONLY | O_APPEND);
        TP_CHECK(fd >= 0 && write(fd, "ab", 2) == 2 && close(fd) == 0);
        execv(argv[1], args);
        _exit(127);
    }
    expect(pid, 5);

    pid = fork();
    TP_CHECK(pid >= 0);
    if (pid == 0)
        exit(3);
    expect(pid, 3);
    return 0;
}
