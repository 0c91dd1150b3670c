// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Output left in stdout's buffer by printf, then exit(3) from a SIGTERM handler (tst_traceprocs):
 * the exit flush of a traced program must not allocate there (core/trace/preload/exitflush.h),
 * and the program's output, status and counts stay its own. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

static void on_term(int sig)
{
    (void)sig;
    exit(3);
}

int main(void)
{
    signal(SIGTERM, on_term);
    printf("left in the buffer\n");
    raise(SIGTERM);
    return 0;
}
