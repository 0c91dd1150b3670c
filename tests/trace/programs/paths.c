// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_paths: names the kernel resolves otherwise than their text reads, in the working directory:
 *   - a/b/dotdot.txt created as link/../dotdot.txt, where link -> a/b/real (so ".." is a/b);
 *   - after syscall(SYS_chdir, "sub") (no libc chdir), sub/after.txt created as "after.txt";
 *   - then 17 nested directories of 250 "L"s under sub, and in the deepest, by relative names, two
 *     files of 200 "F"s and "_A.txt" and "_B.txt": names of more than 4,400 bytes (more than
 *     PATH_MAX, which getcwd refuses), removed again; and there X/dd.txt, created as dl/../dd.txt
 *     where dl -> X/Y (the ".." of a name that long resolved as the kernel does).
 * Prints nothing. */
#include "tputil.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

static void create(const char* name)
{
    const int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    TP_CHECK(fd >= 0 && write(fd, "p", 1) == 1 && close(fd) == 0);
}

int main(void)
{
    TP_CHECK(mkdir("a", 0755) == 0 && mkdir("a/b", 0755) == 0 && mkdir("a/b/real", 0755) == 0);
    TP_CHECK(symlink("a/b/real", "link") == 0);
    create("link/../dotdot.txt");

    TP_CHECK(mkdir("sub", 0755) == 0);
    TP_CHECK(syscall(SYS_chdir, "sub") == 0);
    create("after.txt");

    char dir[251];
    memset(dir, 'L', 250);
    dir[250] = '\0';
    for (int d = 0; d < 17; ++d)
        TP_CHECK(mkdir(dir, 0755) == 0 && chdir(dir) == 0);
    char file[207];
    memset(file, 'F', 200);
    strcpy(file + 200, "_A.txt");
    create(file);
    strcpy(file + 200, "_B.txt");
    create(file);
    TP_CHECK(mkdir("X", 0755) == 0 && mkdir("X/Y", 0755) == 0 && symlink("X/Y", "dl") == 0);
    create("dl/../dd.txt");
    TP_CHECK(unlink("X/dd.txt") == 0 && unlink("dl") == 0 && rmdir("X/Y") == 0 && rmdir("X") == 0);
    /* removed here: a tree this deep is more than most tools' recursive removal takes */
    TP_CHECK(unlink(file) == 0);
    strcpy(file + 200, "_A.txt");
    TP_CHECK(unlink(file) == 0);
    for (int d = 0; d < 17; ++d)
        TP_CHECK(chdir("..") == 0 && rmdir(dir) == 0);
    return 0;
}
