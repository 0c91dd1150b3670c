// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* trace_e2e_unrecorded_children: two children that make no record of their own, reaped by their
 * parent: a vfork child whose exec fails, which writes one message to stderr and exits 127 (as a
 * shell's does for a command not found), and a fork child that kills itself before any traced call.
 * Prints "vfork 127 fork 9": the exit status and the signal its parent's waitpid saw. */
#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
    const pid_t vforked = vfork();
    if (vforked == 0) {
        char* argv[] = { "missing", NULL };
        execv("/nonexistent/program", argv);
        static const char message[] = "exec failed\n"; /* 12 bytes */
        write(2, message, sizeof message - 1);
        _exit(127);
    }
    int exited = 0;
    if (vforked < 0 || waitpid(vforked, &exited, 0) != vforked || !WIFEXITED(exited))
        return 2;
    const pid_t forked = fork();
    if (forked == 0) {
        kill(getpid(), SIGKILL);
        _exit(0);
    }
    int killed = 0;
    if (forked < 0 || waitpid(forked, &killed, 0) != forked || !WIFSIGNALED(killed))
        return 3;
    printf("vfork %d fork %d\n", WEXITSTATUS(exited), WTERMSIG(killed));
    fflush(stdout); /* its one write before exit, where the kernel's end counts are read */
    return 0;
}
