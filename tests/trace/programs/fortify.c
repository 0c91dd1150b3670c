// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_fortify FILE (built with -O2 -D_FORTIFY_SOURCE=2): the fortified entry points glibc's headers
 * substitute: __fprintf_chk (3), __printf_chk (1), __fgets_chk (3 lines + EOF), __fread_chk (1),
 * __read_chk (2), __pread64_chk or __pread_chk (1). */
#include "tputil.h"

#include <fcntl.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    FILE* f = fopen(argv[1], "w");
    TP_CHECK(f);
    for (int i = 0; i < 3; ++i)
        TP_CHECK(fprintf(f, "row %d\n", i) == 6);
    TP_CHECK(fclose(f) == 0);
    f = fopen(argv[1], "r");
    TP_CHECK(f);
    /* sizes the compiler cannot see, so that it calls the checking variants */
    volatile int line_size = 64;
    volatile size_t two_size = 2, block_size = 8;
    char line[64];
    int lines = 0;
    while (fgets(line, line_size, f))
        ++lines;
    rewind(f);
    char block[8];
    TP_CHECK(fread(block, 1, block_size, f) == sizeof block);
    TP_CHECK(fclose(f) == 0);
    const int fd = open(argv[1], O_RDONLY);
    TP_CHECK(fd >= 0);
    char two[2];
    TP_CHECK(read(fd, two, two_size) == 2 && read(fd, two, two_size) == 2);
    TP_CHECK(pread(fd, two, two_size, 6) == 2);
    TP_CHECK(close(fd) == 0);
    printf("%d\n", lines);
    return 0;
}
