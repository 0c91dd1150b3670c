// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* A library tst_attach loads into a running attachprog: its constructor leaves a mark where
 * $IOLENS_TEST_ATTACH_MARK says (so the test sees it ran in that process), and one function to
 * call with a string. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

__attribute__((constructor)) static void leave_mark(void)
{
    const char* path = getenv("IOLENS_TEST_ATTACH_MARK");
    if (!path)
        return;
    const int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return;
    char text[64];
    const int length = snprintf(text, sizeof text, "loaded in %ld", (long)getpid());
    if (write(fd, text, (size_t)length) != length)
        perror("attachlib");
    close(fd);
}

long iolens_test_twice_the_length(const char* text)
{
    return 2 * (long)strlen(text);
}
