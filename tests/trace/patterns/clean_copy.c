// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* No finding: copy SRC to DST with a 1 MiB buffer (copy.buffer-loop at a size no rule objects to).
 * For a SRC of k MiB: 2 opens, k+1 reads (the last one at EOF), k writes of 1 MiB, 2 closes. */
#include "patternutil.h"

#include <fcntl.h>

enum { kChunk = 1 << 20 };

int main(int argc, char** argv)
{
    pattern_usage(argc, 3, "SRC DST");
    const int in = open(argv[1], O_RDONLY);
    if (in < 0)
        pattern_die("cannot open", argv[1]);
    const int out = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out < 0)
        pattern_die("cannot create", argv[2]);
    char* buffer = malloc(kChunk);
    if (!buffer)
        pattern_die("cannot allocate a buffer for", argv[1]);
    for (;;) {
        const ssize_t got = read(in, buffer, kChunk);
        if (got < 0)
            pattern_die("cannot read", argv[1]);
        if (got == 0)
            break;
        pattern_write_all(out, buffer, (size_t)got, argv[2]);
    }
    free(buffer);
    close(in);
    if (close(out) < 0)
        pattern_die("cannot close", argv[2]);
    return 0;
}
