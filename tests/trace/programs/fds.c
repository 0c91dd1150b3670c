// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_fds: what the program itself can see of the library: its open fds (/proc/self/fd), its
 * LD_PRELOAD, its whole environment (environ), and errno across calls that succeed and that fail.
 * Prints them; a traced run must print exactly what an untraced one prints. IOLENS_TRACE_ZONES is
 * left out: it is the stopwatch's variable, set for the program to read (stopwatch.h). */
#include "tputil.h"

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

int main(void)
{
    /* errno: a successful call leaves it alone, a failing one sets it */
    char c;
    errno = 4321;
    const int fd = open("/dev/null", O_RDONLY);
    TP_CHECK(fd >= 0 && errno == 4321);
    TP_CHECK(read(fd, &c, 1) == 0 && errno == 4321);
    TP_CHECK(close(fd) == 0 && errno == 4321);
    FILE* f = fopen("/dev/null", "r");
    TP_CHECK(f && errno == 4321);
    TP_CHECK(fgetc(f) == EOF && errno == 4321);
    TP_CHECK(fclose(f) == 0 && errno == 4321);
    errno = 0;
    TP_CHECK(read(-1, &c, 1) == -1 && errno == EBADF);
    errno = 0;
    TP_CHECK(open("/nonexistent/iolens-no-such-file", O_RDONLY) == -1 && errno == ENOENT);
    errno = 0;
    TP_CHECK(fopen("/nonexistent/iolens-no-such-file", "r") == NULL && errno == ENOENT);
    printf("errno ok\n");

    DIR* d = opendir("/proc/self/fd");
    TP_CHECK(d);
    struct dirent* e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.' || atoi(e->d_name) == dirfd(d))
            continue;
        char link[300], target[4096];
        snprintf(link, sizeof link, "/proc/self/fd/%s", e->d_name);
        const ssize_t n = readlink(link, target, sizeof target - 1);
        target[n > 0 ? n : 0] = '\0';
        printf("fd %s -> %s\n", e->d_name, target);
    }
    closedir(d);
    const char* preload = getenv("LD_PRELOAD");
    printf("LD_PRELOAD=%s\n", preload ? preload : "(unset)");
    extern char** environ;
    for (char** e = environ; *e; ++e)
        if (strncmp(*e, "IOLENS_TRACE_ZONES=", 19) != 0)
            printf("environ %s\n", *e);
    return 0;
}
