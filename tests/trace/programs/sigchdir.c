// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_sigchdir: 100,000 chdir(".") and as many opens of a new relative name, while a 100 µs interval
 * timer's SIGALRM handler opens the relative name "sigchdir.data" (open and close are
 * async-signal-safe). A library that guards its copy of the working directory with a lock the
 * interrupted chdir holds makes the handler wait for it forever. Prints "done". */
#include "tputil.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/time.h>
#include <unistd.h>

static volatile sig_atomic_t g_opened;

static void on_alarm(int sig)
{
    (void)sig;
    const int saved = errno;
    const int fd = open("sigchdir.data", O_RDONLY);
    if (fd >= 0) {
        ++g_opened;
        close(fd);
    }
    errno = saved;
}

int main(void)
{
    const int data = open("sigchdir.data", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    TP_CHECK(data >= 0 && close(data) == 0);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sa.sa_flags = SA_RESTART;
    TP_CHECK(sigaction(SIGALRM, &sa, NULL) == 0);
    const struct itimerval every = { { 0, 100 }, { 0, 100 } };
    TP_CHECK(setitimer(ITIMER_REAL, &every, NULL) == 0);
    for (int i = 0; i < 100000; ++i) {
        TP_CHECK(chdir(".") == 0);
        const int fd = open("sigchdir.data", O_RDONLY);
        TP_CHECK(fd >= 0 && close(fd) == 0);
    }
    const struct itimerval off = { { 0, 0 }, { 0, 0 } };
    TP_CHECK(setitimer(ITIMER_REAL, &off, NULL) == 0);
    TP_CHECK(unlink("sigchdir.data") == 0);
    printf("done\n");
    return 0;
}
