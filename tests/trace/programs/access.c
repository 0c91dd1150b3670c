// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* A known access pattern for the access-map tests (issue 26 §1), on a file of 40,000 bytes:
 *   access FILE
 *     1. read(2) in blocks of 4,096 from 0 to the end (and the read that finds it);
 *     2. pread 100 bytes at 30,000, then 1,000, then 20,000;
 *     3. lseek to 5,000, read 200 twice;
 *     4. fopen: fgetc 300 times from 0, fseek to 10,000, fgetc 50 times; fclose;
 *     5. open again, lseek to 7,000, dup2 to fd 10 and exec itself as "access inherited 10".
 *   access inherited FD: read 100 bytes three times from the fd it was given, whose position
 *     (7,000) only the kernel knows.
 *   access alternate IN OUT N: as `dd bs=1`, N times read one byte of IN and write it to OUT,
 *     pausing 50 ms after the first N/2. */
#include "tputil.h"

#include <fcntl.h>
#include <unistd.h>

static int inherited(int fd)
{
    char buf[100];
    for (int i = 0; i < 3; ++i)
        TP_CHECK(read(fd, buf, sizeof buf) == (ssize_t)sizeof buf);
    return 0;
}

static int alternate(const char* in, const char* out, int n)
{
    const int from = open(in, O_RDONLY);
    const int to = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    TP_CHECK(from >= 0 && to >= 0);
    for (int i = 0; i < n; ++i) {
        char c;
        TP_CHECK(read(from, &c, 1) == 1 && write(to, &c, 1) == 1);
        if (i + 1 == n / 2)
            usleep(50000);
    }
    TP_CHECK(close(from) == 0 && close(to) == 0);
    return 0;
}

int main(int argc, char** argv)
{
    if (argc == 3 && strcmp(argv[1], "inherited") == 0)
        return inherited(atoi(argv[2]));
    if (argc == 5 && strcmp(argv[1], "alternate") == 0)
        return alternate(argv[2], argv[3], atoi(argv[4]));
    if (argc != 2)
        return 2;
    char buf[4096];
    int fd = open(argv[1], O_RDONLY);
    TP_CHECK(fd >= 0);
    ssize_t r;
    while ((r = read(fd, buf, sizeof buf)) > 0) {
    }
    TP_CHECK(r == 0);
    const off_t at[] = { 30000, 1000, 20000 };
    for (int i = 0; i < 3; ++i)
        TP_CHECK(pread(fd, buf, 100, at[i]) == 100);
    TP_CHECK(lseek(fd, 5000, SEEK_SET) == 5000);
    TP_CHECK(read(fd, buf, 200) == 200);
    TP_CHECK(read(fd, buf, 200) == 200);
    TP_CHECK(close(fd) == 0);

    FILE* f = fopen(argv[1], "r");
    TP_CHECK(f != NULL);
    for (int i = 0; i < 300; ++i)
        TP_CHECK(fgetc(f) != EOF);
    TP_CHECK(fseek(f, 10000, SEEK_SET) == 0);
    for (int i = 0; i < 50; ++i)
        TP_CHECK(fgetc(f) != EOF);
    TP_CHECK(fclose(f) == 0);

    fd = open(argv[1], O_RDONLY);
    TP_CHECK(fd >= 0 && lseek(fd, 7000, SEEK_SET) == 7000 && dup2(fd, 10) == 10);
    execl("/proc/self/exe", argv[0], "inherited", "10", (char*)NULL);
    TP_CHECK(!"exec");
    return 99;
}
