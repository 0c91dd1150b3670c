// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The traced program of tst_traceharmless: behaviours a tracer must leave exactly as they are.
 *   fill DIR     write DIR/fill.bin in 1 MiB steps until the file system is full, print the error,
 *                then 4,000 alternating one-byte writes and reads on /dev/null (4,000 time-line
 *                events, which need room in the trace file too); exit 0
 *   vfork        two vfork children that print, set a variable the parent reads, fail an exec and
 *                store its errno for the parent; a third that execs echo; the parent prints what
 *                it sees after each
 *   dropuid      setgid and setuid to 65534 (nobody), then a fork child that execs cat /dev/null
 * Faults, each printing only what must come out the same traced and untraced:
 *   eintr        20,000 one-byte reads and writes (pipe, /dev/null) and stats under a 100 us SIGALRM
 *                whose handler writes, stats, opens and closes, and every 64th time forks a child
 *                that _exits; interrupted calls are retried
 *   emfile       RLIMIT_NOFILE 32: opens /dev/null until EMFILE, prints how many it got, then a
 *                fork child execs /bin/true
 *   handlerexec  a SIGALRM handler that vforks a child which execs /bin/true, 50 times
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

static int fill(const char* dir)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/fill.bin", dir);
    const int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        return 3;
    static char chunk[1 << 20];
    memset(chunk, 'x', sizeof chunk);
    int error = 0;
    while (!error)
        if (write(fd, chunk, sizeof chunk) < 0)
            error = errno;
    printf("%s\n", strerror(error));
    fflush(stdout);
    const int null = open("/dev/null", O_RDWR);
    if (null < 0)
        return 4;
    char byte = 'x';
    for (int i = 0; i < 2000; ++i)
        if (write(null, &byte, 1) != 1 || read(null, &byte, 1) != 0)
            return 5;
    close(null);
    close(fd);
    unlink(path);
    return 0;
}

static int vforks(void)
{
    volatile int shared = 0, exec_errno = 0;
    for (volatile int i = 0; i < 2; ++i) { /* volatile: the child runs on this frame */
        shared = 0;
        exec_errno = 0;
        const pid_t p = vfork();
        if (p == 0) {
            char line[32];
            const int n = snprintf(line, sizeof line, "child %d\n", i);
            if (write(1, line, (size_t)n) != n)
                _exit(126);
            shared = 100;
            execl("/nonexistent/iolens-vfork-target", "target", (char*)NULL);
            exec_errno = errno;
            _exit(127);
        }
        int status = 0;
        if (p < 0 || waitpid(p, &status, 0) != p)
            return 3;
        printf("parent %d sees shared=%d exec_errno=%d status=%d\n", i, shared, exec_errno, WEXITSTATUS(status));
        fflush(stdout);
    }
    const pid_t p = vfork();
    if (p == 0) {
        execl("/bin/echo", "echo", "exec'd", (char*)NULL);
        _exit(127);
    }
    int status = 0;
    if (p < 0 || waitpid(p, &status, 0) != p)
        return 4;
    printf("echo ended %d\n", WEXITSTATUS(status));
    return 0;
}

static int dropuid(void)
{
    if (setgid(65534) != 0 || setuid(65534) != 0) {
        perror("setuid");
        return 3;
    }
    const pid_t p = fork();
    if (p == 0) {
        execl("/bin/cat", "cat", "/dev/null", (char*)NULL);
        _exit(127);
    }
    int status = 0;
    if (p < 0 || waitpid(p, &status, 0) != p)
        return 4;
    printf("uid %d, cat ended %d\n", (int)getuid(), WEXITSTATUS(status));
    return 0;
}

static volatile sig_atomic_t g_ticks, g_children;

static void busy_handler(int sig)
{
    (void)sig;
    const int saved = errno;
    struct stat st;
    const int fd = open("/dev/null", O_WRONLY);
    if (fd >= 0) {
        if (write(fd, "h", 1) != 1)
            _exit(90);
        close(fd);
    }
    if (stat("/", &st) != 0)
        _exit(91);
    if (++g_ticks % 64 == 0) {
        const pid_t p = fork();
        if (p == 0)
            _exit(0);
        if (p > 0 && waitpid(p, NULL, 0) == p)
            ++g_children;
    }
    errno = saved;
}

static void tick_every(void (*handler)(int), long us)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler; /* no SA_RESTART: calls fail with EINTR */
    sigaction(SIGALRM, &sa, NULL);
    const struct itimerval every = { { 0, us }, { 0, us } };
    setitimer(ITIMER_REAL, &every, NULL);
}

static void tick_stop(void)
{
    const struct itimerval off = { { 0, 0 }, { 0, 0 } };
    setitimer(ITIMER_REAL, &off, NULL);
    signal(SIGALRM, SIG_IGN);
}

static int eintr_storm(void)
{
    int p[2];
    if (pipe(p) != 0)
        return 3;
    const int null = open("/dev/null", O_WRONLY);
    if (null < 0)
        return 4;
    tick_every(busy_handler, 100);
    long done = 0;
    for (int i = 0; i < 20000; ++i) {
        char c = (char)('a' + i % 26);
        ssize_t r;
        while ((r = write(p[1], &c, 1)) < 0 && errno == EINTR) { }
        if (r != 1)
            return 5;
        while ((r = read(p[0], &c, 1)) < 0 && errno == EINTR) { }
        if (r != 1 || c != (char)('a' + i % 26))
            return 6;
        while ((r = write(null, &c, 1)) < 0 && errno == EINTR) { }
        struct stat st;
        int s;
        while ((s = stat("/", &st)) != 0 && errno == EINTR) { }
        done += r == 1 && s == 0;
    }
    tick_stop();
    printf("%ld rounds, children %s\n", done, g_children > 0 ? "forked" : "none");
    return 0;
}

static int emfile(void)
{
    const struct rlimit small = { 32, 32 };
    if (setrlimit(RLIMIT_NOFILE, &small) != 0)
        return 3;
    int got = 0, fd, error = 0;
    while ((fd = open("/dev/null", O_RDONLY)) >= 0)
        ++got;
    error = errno;
    for (int i = 3; i < 32; ++i)
        close(i);
    printf("opened %d more, then %s\n", got, strerror(error));
    fflush(stdout);
    const pid_t p = fork();
    if (p == 0) {
        execl("/bin/true", "true", (char*)NULL);
        _exit(127);
    }
    int status = 0;
    if (p < 0 || waitpid(p, &status, 0) != p)
        return 4;
    printf("true ended %d\n", WEXITSTATUS(status));
    return 0;
}

static void exec_handler(int sig)
{
    (void)sig;
    const int saved = errno;
    const pid_t p = vfork();
    if (p == 0) {
        execl("/bin/true", "true", (char*)NULL);
        _exit(127);
    }
    int status = 0;
    if (p > 0 && waitpid(p, &status, 0) == p && WIFEXITED(status) && WEXITSTATUS(status) == 0)
        ++g_children;
    /* Disarm at the 50th: where a vfork, exec and wait of /bin/true take longer than the 2 ms
     * period (10 ms on a slow machine), the next SIGALRM is pending when the handler returns and
     * the main loop would never run again to see g_ticks. */
    if (++g_ticks >= 50) {
        const struct itimerval off = { { 0, 0 }, { 0, 0 } };
        setitimer(ITIMER_REAL, &off, NULL);
    }
    errno = saved;
}

static int handler_exec(void)
{
    tick_every(exec_handler, 2000);
    char c = 'x';
    const int null = open("/dev/null", O_WRONLY);
    while (g_ticks < 50)
        if (write(null, &c, 1) < 0 && errno != EINTR)
            return 3;
    tick_stop();
    printf("%d children ran true\n", (int)g_children >= 50 ? 50 : (int)g_children);
    return 0;
}

int main(int argc, char** argv)
{
    if (argc == 2 && !strcmp(argv[1], "eintr"))
        return eintr_storm();
    if (argc == 2 && !strcmp(argv[1], "emfile"))
        return emfile();
    if (argc == 2 && !strcmp(argv[1], "handlerexec"))
        return handler_exec();
    if (argc == 3 && !strcmp(argv[1], "fill"))
        return fill(argv[2]);
    if (argc == 2 && !strcmp(argv[1], "vfork"))
        return vforks();
    if (argc == 2 && !strcmp(argv[1], "dropuid"))
        return dropuid();
    return 64;
}
