// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_identity: files opened by absolute names, whose identity the preload takes at the program's
 * own fstat, else before the fd's first other call (fdstate.h, IOL_FD_PENDING). Prints nothing.
 *   tp_identity fstat N  creates id-000.txt … in the working directory (open, fstat, write 10
 *                        bytes, close), then reads each back (open, fstat, read, close)
 *   tp_identity links    real.txt (10 bytes) read through a symbolic link sym.txt (open, fstat,
 *                        read) and a hard link hard.txt (open, read: no fstat); /dev/null opened
 *                        and written; untouched.txt created and closed at once; real.txt opened
 *                        again, an fstat of it into a null pointer (EFAULT), then read */
#include "tputil.h"

#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

static char g_cwd[PATH_MAX];

static const char* absolute(const char* name)
{
    static char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/%s", g_cwd, name);
    return path;
}

static void create_and_read_back(int n)
{
    char name[32], buf[16];
    struct stat st;
    for (int i = 0; i < n; ++i) {
        snprintf(name, sizeof name, "id-%03d.txt", i);
        const int fd = open(absolute(name), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        TP_CHECK(fd >= 0 && fstat(fd, &st) == 0 && write(fd, "0123456789", 10) == 10 && close(fd) == 0);
    }
    for (int i = 0; i < n; ++i) {
        snprintf(name, sizeof name, "id-%03d.txt", i);
        const int fd = open(absolute(name), O_RDONLY);
        TP_CHECK(fd >= 0 && fstat(fd, &st) == 0 && st.st_size == 10 && read(fd, buf, sizeof buf) == 10);
        TP_CHECK(close(fd) == 0);
    }
}

static void links(void)
{
    char buf[16];
    struct stat st;
    int fd = open(absolute("real.txt"), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    TP_CHECK(fd >= 0 && write(fd, "0123456789", 10) == 10 && close(fd) == 0);
    TP_CHECK(symlink("real.txt", "sym.txt") == 0 && link("real.txt", "hard.txt") == 0);
    fd = open(absolute("sym.txt"), O_RDONLY);
    TP_CHECK(fd >= 0 && fstat(fd, &st) == 0 && read(fd, buf, sizeof buf) == 10 && close(fd) == 0);
    fd = open(absolute("hard.txt"), O_RDONLY);
    TP_CHECK(fd >= 0 && read(fd, buf, sizeof buf) == 10 && close(fd) == 0);
    fd = open("/dev/null", O_WRONLY);
    TP_CHECK(fd >= 0 && write(fd, "x", 1) == 1 && close(fd) == 0);
    fd = open(absolute("untouched.txt"), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    TP_CHECK(fd >= 0 && close(fd) == 0);
    /* An fstat that fails (a bad pointer) fails as untraced, and the next call identifies the fd. */
    struct stat* volatile nowhere = NULL;
    fd = open(absolute("real.txt"), O_RDONLY);
    TP_CHECK(fd >= 0 && fstat(fd, nowhere) == -1 && errno == EFAULT);
    TP_CHECK(read(fd, buf, sizeof buf) == 10 && close(fd) == 0);
}

int main(int argc, char** argv)
{
    TP_CHECK(argc >= 2 && getcwd(g_cwd, sizeof g_cwd));
    if (strcmp(argv[1], "fstat") == 0 && argc == 3)
        create_and_read_back(atoi(argv[2]));
    else if (strcmp(argv[1], "links") == 0)
        links();
    else
        TP_CHECK(!"usage: tp_identity fstat N | links");
    return 0;
}
