// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_crash segv|abort FILE: 7 one-byte writes to FILE, then dies of SIGSEGV or SIGABRT without
 * any exit path running. */
#include "tputil.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    TP_CHECK(argc == 3);
    const int fd = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(fd >= 0);
    for (int i = 0; i < 7; ++i)
        TP_CHECK(write(fd, "c", 1) == 1);
    if (strcmp(argv[1], "segv") == 0)
        raise(SIGSEGV);
    abort();
}
