// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Two bytes written, then the exit_group system call made directly, as Go's os.Exit does in a
 * program linked with cgo (tst_traceprocs): no exit wrapper and no destructor of the library runs,
 * yet the image must say it exited 5, with its counts, and its write must not be its parent's. */
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
    if (write(1, "r\n", 2) != 2)
        return 1;
    syscall(SYS_exit_group, 5);
    return 1;
}
