/* SPDX-FileCopyrightText: 2026 The iolens authors
 * SPDX-License-Identifier: GPL-3.0-or-later */
/* A library linked with -z now (its GOT read-only after loading, full RELRO) whose call of
 * getppid tst_gotpatch redirects. */
#include <unistd.h>

int iolens_test_parent_of_lib(void)
{
    return (int)getppid();
}
