// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Does nothing: the baseline of system calls the loader and libc make before main (strace). */
int main(void)
{
    return 0;
}
