// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* A program that dies mid-run: N 64-byte records written to FILE with write(2), then a crash by
 * MODE: "segv" (a store through a null pointer: SIGSEGV, exit status 139 in a shell) or "abort"
 * (abort(): SIGABRT, 134). Nothing after the crash runs, so the trace has to come from what the
 * library wrote while the program was alive. */
#include "../patterns/patternutil.h"

#include <fcntl.h>

int main(int argc, char** argv)
{
    pattern_usage(argc, 4, "FILE N segv|abort");
    const unsigned long n = pattern_count(argv[2], "N");
    const int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        pattern_die("cannot open", argv[1]);
    for (unsigned long i = 1; i <= n; ++i) {
        char record[65];
        pattern_record(record, i, "before-the-crash");
        pattern_write_all(fd, record, 64, argv[1]);
    }
    if (strcmp(argv[3], "abort") == 0)
        abort();
    *(volatile int*)pattern_null_pointer() = 1;
    return 0;
}
