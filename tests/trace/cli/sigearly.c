// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* libiolens_sigearly.so, linked by sigearlyprog.c: its constructor sets a SIGTERM handler (SIGUSR1
 * in its mask, SA_RESTART) through __sigaction, glibc's exported alias that no preload wraps. A
 * library the program links is initialised before a preloaded one, so the handler is in the kernel
 * before libiolens-trace.so could see it being set: the library must find it there. */
#define _GNU_SOURCE
#include <signal.h>
#include <string.h>

extern int __sigaction(int sig, const struct sigaction* act, struct sigaction* old);

volatile sig_atomic_t sigearly_count;

void sigearly_handler(int sig)
{
    (void)sig;
    ++sigearly_count;
}

__attribute__((constructor)) static void installEarly(void)
{
    struct sigaction act;
    memset(&act, 0, sizeof act);
    sigemptyset(&act.sa_mask);
    sigaddset(&act.sa_mask, SIGUSR1);
    act.sa_handler = sigearly_handler;
    act.sa_flags = SA_RESTART;
    __sigaction(SIGTERM, &act, NULL);
}
