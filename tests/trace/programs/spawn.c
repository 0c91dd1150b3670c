// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_spawn CHILD FILE: runs CHILD FILE three ways, waiting for each: posix_spawn, system() (through
 * /bin/sh) and vfork + execv. Each CHILD (tp_exec_child) appends 4 bytes and exits 5. */
#include "tputil.h"

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

static void expect_five(pid_t pid)
{
    int status = 0;
    TP_CHECK(waitpid(pid, &status, 0) == pid);
    TP_CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 5);
}

int main(int argc, char** argv)
{
    TP_CHECK(argc == 3);
    char* args[] = { argv[1], argv[2], NULL };
    pid_t pid;
    TP_CHECK(posix_spawn(&pid, argv[1], NULL, NULL, args, environ) == 0);
    expect_five(pid);

    char command[8192];
    snprintf(command, sizeof command, "'%s' '%s'", argv[1], argv[2]);
    const int status = system(command);
    TP_CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 5);

    pid = vfork();
    TP_CHECK(pid >= 0);
    if (pid == 0) {
        execv(argv[1], args);
        _exit(127);
    }
    expect_five(pid);
    return 0;
}
