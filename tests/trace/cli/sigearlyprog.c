// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* `sigearlyprog MARKER`: the SIGTERM handler is libiolens_sigearly.so's, set before any preloaded
 * library's constructor ran (sigearly.c). Prints whether sigaction reads it back with its flags and
 * mask, writes its pid to MARKER, waits for a SIGTERM, then 0.5 s more, and prints how often the
 * handler ran. */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

extern volatile sig_atomic_t sigearly_count;
void sigearly_handler(int sig);

int main(int argc, char** argv)
{
    if (argc != 2)
        return 2;
    struct sigaction old;
    if (sigaction(SIGTERM, NULL, &old) != 0)
        return 3;
    const int own = old.sa_handler == sigearly_handler && (old.sa_flags & SA_RESTART) && !(old.sa_flags & SA_SIGINFO)
        && sigismember(&old.sa_mask, SIGUSR1) == 1;
    printf("read back: %s\n", own ? "own" : "other");
    fflush(stdout);
    sigset_t term, before;
    sigemptyset(&term);
    sigaddset(&term, SIGTERM);
    sigprocmask(SIG_BLOCK, &term, &before);
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", argv[1]);
    FILE* f = fopen(tmp, "w");
    if (!f || fprintf(f, "%d\n", (int)getpid()) < 0 || fclose(f) != 0 || rename(tmp, argv[1]) != 0)
        return 4;
    while (sigearly_count == 0)
        sigsuspend(&before);
    sigprocmask(SIG_SETMASK, &before, NULL);
    struct timespec rest = { 0, 500000000 };
    while (nanosleep(&rest, &rest) != 0 && errno == EINTR) { }
    printf("handled: SIGTERM %d\n", (int)sigearly_count);
    return 0;
}
