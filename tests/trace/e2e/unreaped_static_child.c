// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* trace_e2e_unreaped_static_child STATIC_PROGRAM: a fork child that execs a statically linked
 * program (busybox true), which no traced process reaps: SIGCHLD is ignored, so the kernel reaps
 * it. Waits for the child to be gone (5 s at most), then prints "gone" or "still there". */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    if (argc != 2)
        return 2;
    signal(SIGCHLD, SIG_IGN);
    const pid_t child = fork();
    if (child == 0) {
        execl(argv[1], "busybox", "true", (char*)NULL);
        _exit(127);
    }
    if (child < 0)
        return 2;
    const struct timespec nap = { 0, 10 * 1000 * 1000 };
    for (int i = 0; i < 500; ++i) {
        if (kill(child, 0) != 0 && errno == ESRCH) {
            puts("gone");
            return 0;
        }
        nanosleep(&nap, NULL);
    }
    puts("still there");
    return 1;
}
