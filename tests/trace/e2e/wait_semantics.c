// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* trace_e2e_wait_semantics: the wait calls as programs use them, one line of standard output per
 * case, which must read the same traced and untraced (the wait wrappers look at a child first with
 * WNOWAIT, preload/wrap_wait.c):
 *   stop     a child that stops itself, seen by waitpid(WUNTRACED), continued (WCONTINUED), exiting 3
 *   eintr    a blocking waitpid interrupted by a signal whose handler has no SA_RESTART: EINTR
 *   nohang   waitpid(WNOHANG) of a running child: 0
 *   cancel   a thread cancelled while blocked in waitpid: cancelled
 *   peek     a child killed by SIGTERM after writing 5 bytes to /dev/null, looked at with
 *            waitid(WNOWAIT), then reaped by wait4: killed by 15 both times
 *   group    waitpid(0) of a child in the caller's process group, exiting 7
 *   echild   wait() without children: ECHILD
 * Exits 0, or 1 when a call fails in a way no case expects. */
#define _GNU_SOURCE
#include "../patterns/patternutil.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>

/* The status is read through a pointer, after the call: an argument's value may be taken before the
 * call beside it runs. */
static void describe(const char* label, pid_t r, const int* wstatus)
{
    const int status = *wstatus;
    if (r < 0)
        printf("%s: -1 %s\n", label, strerrorname_np(errno));
    else if (r == 0)
        printf("%s: 0\n", label);
    else if (WIFEXITED(status))
        printf("%s: exited %d\n", label, WEXITSTATUS(status));
    else if (WIFSIGNALED(status))
        printf("%s: killed by %d\n", label, WTERMSIG(status));
    else if (WIFSTOPPED(status))
        printf("%s: stopped by %d\n", label, WSTOPSIG(status));
    else if (WIFCONTINUED(status))
        printf("%s: continued\n", label);
    fflush(stdout);
}

static pid_t child_that_waits(void)
{
    const pid_t pid = fork();
    if (pid < 0)
        pattern_die("fork", "child");
    if (pid == 0) {
        for (;;)
            pause();
    }
    return pid;
}

/* Once continued, the child exits only when the parent closes the pipe: it has seen the continue. */
static void stop_case(void)
{
    int gate[2];
    if (pipe(gate) != 0)
        pattern_die("pipe", "gate");
    const pid_t pid = fork();
    if (pid == 0) {
        close(gate[1]);
        raise(SIGSTOP);
        char c;
        _exit(read(gate[0], &c, 1) == 0 ? 3 : 4);
    }
    close(gate[0]);
    int status = 0;
    describe("stop", waitpid(pid, &status, WUNTRACED), &status);
    kill(pid, SIGCONT);
    describe("stop", waitpid(pid, &status, WCONTINUED), &status);
    close(gate[1]);
    describe("stop", waitpid(pid, &status, 0), &status);
}

static void on_alarm(int sig)
{
    (void)sig;
}

static void eintr_case(void)
{
    const pid_t pid = child_that_waits();
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm; /* no SA_RESTART: the wait ends with EINTR */
    sigaction(SIGALRM, &sa, NULL);
    const struct itimerval in100ms = { { 0, 0 }, { 0, 100000 } };
    setitimer(ITIMER_REAL, &in100ms, NULL);
    int status = 0;
    describe("eintr", waitpid(pid, &status, 0), &status);
    describe("nohang", waitpid(pid, &status, WNOHANG), &status);
    kill(pid, SIGKILL);
    describe("eintr", waitpid(pid, &status, 0), &status);
}

static void* blocked_waiter(void* arg)
{
    int status = 0;
    waitpid(*(pid_t*)arg, &status, 0);
    return NULL; /* not reached: cancelled in waitpid */
}

static void cancel_case(void)
{
    pid_t pid = child_that_waits();
    pthread_t thread;
    if (pthread_create(&thread, NULL, blocked_waiter, &pid) != 0)
        pattern_die("pthread_create", "waiter");
    usleep(100000);
    pthread_cancel(thread);
    void* result = NULL;
    pthread_join(thread, &result);
    printf("cancel: %s\n", result == PTHREAD_CANCELED ? "cancelled" : "returned");
    kill(pid, SIGKILL);
    int status = 0;
    describe("cancel", waitpid(pid, &status, 0), &status);
}

static void peek_case(void)
{
    const pid_t pid = fork();
    if (pid == 0) {
        const int fd = open("/dev/null", O_WRONLY);
        if (fd < 0 || write(fd, "hello", 5) != 5)
            _exit(1);
        raise(SIGTERM);
        _exit(2);
    }
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) != 0)
        pattern_die("waitid", "peek");
    printf("peek: %s by %d\n", info.si_code == CLD_KILLED ? "killed" : "other", info.si_status);
    int status = 0;
    struct rusage usage;
    describe("peek", wait4(pid, &status, 0, &usage), &status);
}

static void group_case(void)
{
    const pid_t pid = fork();
    if (pid == 0)
        _exit(7);
    int status = 0;
    describe("group", waitpid(0, &status, 0), &status);
}

int main(void)
{
    stop_case();
    eintr_case();
    cancel_case();
    peek_case();
    group_case();
    int status = 0;
    describe("echild", wait(&status), &status);
    return 0;
}
