// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Two bytes written, then quick_exit(4) (tst_traceprocs): no destructor runs and libc ends with
 * its own _exit, yet the image must say it exited 4, with its counts. */
#include <stdlib.h>
#include <unistd.h>

int main(void)
{
    if (write(1, "q\n", 2) != 2)
        return 1;
    quick_exit(4);
}
