// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_fulltables MODE: fills a table of the trace, in the working directory.
 *   slots: opens, reads one byte of and closes 1,200 files from one call site each, so the
 *          thread's table of (file, call, site, zone) combinations fills up: 1,200 reads.
 *   names: 18 nested directories of 200-character names, and in the deepest 700 files of
 *          200-character names (about 3,850 bytes each as absolute paths: more than the trace's
 *          2 MiB of names hold), each opened, written one byte and closed.
 * Prints nothing. */
#include "tputil.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

static void long_name(char* out, size_t cap, char fill, int i)
{
    TP_CHECK(cap > 200);
    memset(out, fill, 200);
    snprintf(out + 190, 11, "-%09d", i);
}

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    if (strcmp(argv[1], "slots") == 0) {
        for (int i = 0; i < 1200; ++i) {
            char name[32];
            snprintf(name, sizeof name, "slot-%04d", i);
            const int w = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
            TP_CHECK(w >= 0 && write(w, "s", 1) == 1 && close(w) == 0);
        }
        char c;
        for (int i = 0; i < 1200; ++i) {
            char name[32];
            snprintf(name, sizeof name, "slot-%04d", i);
            const int r = open(name, O_RDONLY);
            TP_CHECK(r >= 0 && read(r, &c, 1) == 1 && close(r) == 0);
        }
        return 0;
    }
    TP_CHECK(strcmp(argv[1], "names") == 0);
    char name[256];
    for (int d = 0; d < 18; ++d) {
        long_name(name, sizeof name, 'd', d);
        TP_CHECK(mkdir(name, 0755) == 0 && chdir(name) == 0);
    }
    for (int i = 0; i < 700; ++i) {
        long_name(name, sizeof name, 'f', i);
        const int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        TP_CHECK(fd >= 0 && write(fd, "n", 1) == 1 && close(fd) == 0);
    }
    return 0;
}
