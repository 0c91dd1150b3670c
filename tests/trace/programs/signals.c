// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_signals: 200,000 one-byte reads of /dev/zero while a 50 µs interval timer's SIGALRM handler
 * writes a byte to /dev/null and stats it (each signal may land inside a traced call: the library
 * must pass the handler's calls through or record them, never deadlock). Prints how many signals
 * arrived, to stderr nothing. */
#include "tputil.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

static int g_null;
static volatile sig_atomic_t g_signals;

static void on_alarm(int sig)
{
    (void)sig;
    const int saved = errno;
    struct stat st;
    if (write(g_null, "s", 1) == 1 && stat("/dev/null", &st) == 0)
        ++g_signals;
    errno = saved;
}

int main(void)
{
    g_null = open("/dev/null", O_WRONLY);
    const int zero = open("/dev/zero", O_RDONLY);
    TP_CHECK(g_null >= 0 && zero >= 0);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sa.sa_flags = SA_RESTART;
    TP_CHECK(sigaction(SIGALRM, &sa, NULL) == 0);
    const struct itimerval every = { { 0, 50 }, { 0, 50 } };
    TP_CHECK(setitimer(ITIMER_REAL, &every, NULL) == 0);
    char c;
    for (int i = 0; i < 200000; ++i)
        TP_CHECK(read(zero, &c, 1) == 1);
    const struct itimerval off = { { 0, 0 }, { 0, 0 } };
    TP_CHECK(setitimer(ITIMER_REAL, &off, NULL) == 0);
    printf("%s\n", g_signals > 0 ? "signals" : "none");
    return 0;
}
