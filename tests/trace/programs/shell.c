// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_shell FILE: writes 100 bytes to FILE, then has two shells read it back through glibc's own
 * ways of starting a child, which pass none of the exec or posix_spawn wrappers:
 * system("cat FILE > /dev/null") and popen("cat FILE", "r") (the 100 bytes read back from the
 * pipe with read). Prints both statuses and the bytes read. The children run with LC_ALL=C, so cat
 * opens no locale files the trace cannot see (glibc opens those past any wrapper). */
#include "tputil.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    char data[100];
    memset(data, 'x', sizeof data);
    const int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    TP_CHECK(fd >= 0 && write(fd, data, sizeof data) == (ssize_t)sizeof data && close(fd) == 0);

    char command[4200];
    snprintf(command, sizeof command, "LC_ALL=C cat '%s' > /dev/null", argv[1]);
    const int status = system(command);
    TP_CHECK(WIFEXITED(status));

    snprintf(command, sizeof command, "LC_ALL=C cat '%s'", argv[1]);
    FILE* p = popen(command, "r");
    TP_CHECK(p);
    char back[4096];
    ssize_t n, total = 0;
    while ((n = read(fileno(p), back, sizeof back)) > 0)
        total += n;
    const int closed = pclose(p);
    TP_CHECK(WIFEXITED(closed));
    /* with write, not printf: its one write is counted as strace counts it (stdio's is not) */
    char line[64];
    const int len
        = snprintf(line, sizeof line, "system %d popen %d read %zd\n", WEXITSTATUS(status), WEXITSTATUS(closed), total);
    TP_CHECK(write(1, line, (size_t)len) == len);
    return 0;
}
