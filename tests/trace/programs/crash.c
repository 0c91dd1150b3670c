// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_crash segv|abort FILE [STDIO]: 7 one-byte writes to FILE (and with STDIO 1,000 fputc to it,
 * left in the stream's buffer), then dies of SIGSEGV or SIGABRT without any exit path running. */
#include "tputil.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    TP_CHECK(argc == 3 || argc == 4);
    const int fd = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(fd >= 0);
    for (int i = 0; i < 7; ++i)
        TP_CHECK(write(fd, "c", 1) == 1);
    if (argc == 4) {
        FILE* f = fopen(argv[3], "w");
        TP_CHECK(f != NULL);
        for (int i = 0; i < 1000; ++i)
            TP_CHECK(fputc('x', f) == 'x');
    }
    if (strcmp(argv[1], "segv") == 0)
        raise(SIGSEGV);
    abort();
}
