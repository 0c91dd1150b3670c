// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_exec MODE PROGRAM FILE: writes 2 bytes to FILE, then replaces itself with PROGRAM FILE:
 *   keep      execv with the environment as it is (the child is traced: a generation 1 file)
 *   clearenv  execve with an empty environment (the library puts itself back: the child is traced)
 *   missing   execv of a path that does not exist first (fails, ENOENT), then as keep */
#include "tputil.h"

#include <fcntl.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    TP_CHECK(argc == 4);
    const int fd = open(argv[3], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(fd >= 0);
    TP_CHECK(write(fd, "ab", 2) == 2);
    TP_CHECK(close(fd) == 0);
    char* args[] = { argv[2], argv[3], NULL };
    if (strcmp(argv[1], "missing") == 0) {
        errno = 0;
        TP_CHECK(execv("/nonexistent/iolens-no-such-program", args) == -1 && errno == ENOENT);
    }
    if (strcmp(argv[1], "clearenv") == 0) {
        char* env[] = { NULL };
        execve(argv[2], args, env);
    } else {
        execv(argv[2], args);
    }
    TP_CHECK(!"exec failed");
    return 1;
}
