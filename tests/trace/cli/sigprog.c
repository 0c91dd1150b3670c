// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The traced program of tst_tracesignalonce: `sigprog HOW MARKER` handles SIGTERM and SIGINT,
 * installed as HOW says:
 *   sigaction   sigaction, a plain handler, SIGUSR1 in its mask
 *   siginfo     sigaction with SA_SIGINFO (the handler checks si_signo and si_code)
 *   resethand   sigaction with SA_RESETHAND: a second delivery would end the program
 *   signal      signal()
 *   thread      sigaction as above, both signals blocked in main and taken by a second thread
 * It prints whether what it reads back is its own handler with its own flags and mask, writes its
 * pid to MARKER, waits for a signal, then 0.5 s more (a second delivery would come meanwhile), and
 * prints how often each handler ran and what the disposition reads afterwards. Run untraced and
 * traced, its output must be the same. */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t g_term, g_int, g_infoOk;

static void onSignal(int sig)
{
    if (sig == SIGTERM)
        ++g_term;
    else if (sig == SIGINT)
        ++g_int;
}

static void onSignalInfo(int sig, siginfo_t* info, void* context)
{
    (void)context;
    if (info && info->si_signo == sig && info->si_code == SI_USER)
        ++g_infoOk;
    onSignal(sig);
}

static int install(const char* how, int sig)
{
    if (strcmp(how, "signal") == 0)
        return signal(sig, onSignal) == SIG_ERR ? -1 : 0;
    struct sigaction act;
    memset(&act, 0, sizeof act);
    sigemptyset(&act.sa_mask);
    sigaddset(&act.sa_mask, SIGUSR1);
    if (strcmp(how, "siginfo") == 0) {
        act.sa_sigaction = onSignalInfo;
        act.sa_flags = SA_SIGINFO;
    } else {
        act.sa_handler = onSignal;
        act.sa_flags = strcmp(how, "resethand") == 0 ? SA_RESETHAND : 0;
    }
    return sigaction(sig, &act, NULL);
}

/* What the program reads back for sig: "own" (its handler, flags and mask), "default", "other". */
static const char* readBack(const char* how, int sig)
{
    if (strcmp(how, "signal") == 0) {
        const sighandler_t previous = signal(sig, onSignal);
        return previous == onSignal ? "own" : previous == SIG_DFL ? "default" : "other";
    }
    struct sigaction old;
    if (sigaction(sig, NULL, &old) != 0)
        return "error";
    if (old.sa_handler == SIG_DFL)
        return "default";
    const int siginfo = strcmp(how, "siginfo") == 0;
    const unsigned flags = siginfo ? SA_SIGINFO : strcmp(how, "resethand") == 0 ? SA_RESETHAND : 0u;
    const int own = siginfo ? old.sa_sigaction == onSignalInfo : old.sa_handler == onSignal;
    return own && ((unsigned)old.sa_flags & (SA_SIGINFO | SA_RESETHAND | SA_NODEFER)) == flags
            && sigismember(&old.sa_mask, SIGUSR1) == (strcmp(how, "signal") != 0)
        ? "own"
        : "other";
}

/* The thread that takes the signals the main thread blocks. */
static void* takeSignals(void* unused)
{
    (void)unused;
    sigset_t both;
    sigemptyset(&both);
    sigaddset(&both, SIGTERM);
    sigaddset(&both, SIGINT);
    pthread_sigmask(SIG_UNBLOCK, &both, NULL);
    for (;;)
        pause();
    return NULL;
}

int main(int argc, char** argv)
{
    if (argc != 3)
        return 2;
    const char* how = argv[1];
    if (install(how, SIGTERM) != 0 || install(how, SIGINT) != 0)
        return 3;
    printf("read back: SIGTERM %s, SIGINT %s\n", readBack(how, SIGTERM), readBack(how, SIGINT));
    fflush(stdout);

    sigset_t both, before;
    sigemptyset(&both);
    sigaddset(&both, SIGTERM);
    sigaddset(&both, SIGINT);
    sigprocmask(SIG_BLOCK, &both, &before);
    char pid[32];
    const int n = snprintf(pid, sizeof pid, "%d\n", (int)getpid());
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", argv[2]);
    FILE* f = fopen(tmp, "w");
    if (!f || fwrite(pid, 1, (size_t)n, f) != (size_t)n || fclose(f) != 0 || rename(tmp, argv[2]) != 0)
        return 4;
    const int inThread = strcmp(how, "thread") == 0;
    pthread_t taker;
    if (inThread && pthread_create(&taker, NULL, takeSignals, NULL) != 0)
        return 5;
    while (g_term == 0 && g_int == 0) {
        if (inThread) {
            const struct timespec step = { 0, 10000000 };
            nanosleep(&step, NULL);
        } else {
            sigsuspend(&before);
        }
    }
    if (!inThread)
        sigprocmask(SIG_SETMASK, &before, NULL);
    struct timespec rest = { 0, 500000000 };
    while (nanosleep(&rest, &rest) != 0 && errno == EINTR) { }
    printf("handled: SIGTERM %d, SIGINT %d, siginfo %d; afterwards: SIGTERM %s, SIGINT %s\n", (int)g_term, (int)g_int,
        (int)g_infoOk, readBack(how, SIGTERM), readBack(how, SIGINT));
    return 0;
}
