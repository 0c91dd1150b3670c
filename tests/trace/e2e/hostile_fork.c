// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* A program that forks N children (the test: 100). Each child appends one 64-byte record to FILE
 * (open, write, close) and exits 0; the parent waits for all of them and writes nothing itself.
 * A trace of it has N + 1 processes and N opens, writes and closes of FILE, one per child. */
#include "../patterns/patternutil.h"

#include <fcntl.h>
#include <sys/wait.h>

int main(int argc, char** argv)
{
    pattern_usage(argc, 3, "FILE N");
    const unsigned long n = pattern_count(argv[2], "N");
    for (unsigned long i = 1; i <= n; ++i) {
        const pid_t pid = fork();
        if (pid < 0)
            pattern_die("cannot fork a child that writes", argv[1]);
        if (pid == 0) {
            char record[65];
            pattern_record(record, (unsigned long)getpid(), "child");
            const int fd = open(argv[1], O_WRONLY | O_CREAT | O_APPEND, 0644);
            if (fd < 0)
                pattern_die("cannot open", argv[1]);
            pattern_write_all(fd, record, 64, argv[1]);
            close(fd);
            exit(0);
        }
    }
    int failed = 0;
    for (unsigned long i = 0; i < n; ++i) {
        int status = 0;
        if (wait(&status) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
            failed = 1;
    }
    return failed;
}
