// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* whole-file-in-memory, readAllBytes: FILE's size from fstat, one malloc of that size, one read(2)
 * of the whole file (Linux moves up to 0x7ffff000 bytes per call, so a 32 MiB file is one call),
 * close. Exactly 1 open, 1 fstat, 1 read of the file's size, 1 close. */
#include "patternutil.h"

#include <fcntl.h>
#include <sys/stat.h>

int main(int argc, char** argv)
{
    pattern_usage(argc, 2, "FILE");
    const int fd = open(argv[1], O_RDONLY);
    if (fd < 0)
        pattern_die("cannot open", argv[1]);
    struct stat st;
    if (fstat(fd, &st) < 0)
        pattern_die("cannot fstat", argv[1]);
    unsigned char* data = malloc((size_t)st.st_size + 1);
    if (!data)
        pattern_die("cannot allocate memory for", argv[1]);
    const ssize_t got = read(fd, data, (size_t)st.st_size);
    if (got != st.st_size) {
        errno = got < 0 ? errno : ENODATA;
        pattern_die("cannot read all of", argv[1]);
    }
    close(fd);
    unsigned long sum = 0;
    for (ssize_t i = 0; i < got; i += 4096)
        sum += data[i];
    free(data);
    pattern_sink = sum;
    return 0;
}
