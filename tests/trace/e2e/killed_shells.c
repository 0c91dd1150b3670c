// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* trace_e2e_killed_shells: two shells started the ways glibc starts them past every wrapper end by
 * a signal: system("kill -TERM $$") and popen("kill -USR1 $$", "r") closed with pclose. Prints
 * what system and pclose returned, as "system 15 pclose 10" (the signals). */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>

int main(void)
{
    const int status = system("kill -TERM $$");
    FILE* p = popen("kill -USR1 $$", "r");
    if (!p)
        return 2;
    const int closed = pclose(p);
    if (!WIFSIGNALED(status) || !WIFSIGNALED(closed))
        return 3;
    printf("system %d pclose %d\n", WTERMSIG(status), WTERMSIG(closed));
    return 0;
}
