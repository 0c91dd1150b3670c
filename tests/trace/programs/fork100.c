// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_fork100 FILE: forks 100 children one after the other; each writes 1 byte to FILE and
 * _exits 0. */
#include "tputil.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    const int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(fd >= 0);
    for (int i = 0; i < 100; ++i) {
        const pid_t pid = fork();
        TP_CHECK(pid >= 0);
        if (pid == 0) {
            if (write(fd, "k", 1) != 1)
                _exit(99);
            _exit(0);
        }
        int status = 0;
        TP_CHECK(waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0);
    }
    TP_CHECK(close(fd) == 0);
    return 0;
}
