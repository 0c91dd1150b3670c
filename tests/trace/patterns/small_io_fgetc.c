// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* small-io through stdio: N fgetc calls on FILE (FileInputStream through BufferedInputStream's
 * read(), one byte per call). FILE must hold at least N bytes: exactly N calls, no EOF call. */
#include "patternutil.h"

int main(int argc, char** argv)
{
    pattern_usage(argc, 3, "FILE N");
    const unsigned long n = pattern_count(argv[2], "N");
    FILE* in = fopen(argv[1], "r");
    if (!in)
        pattern_die("cannot open", argv[1]);
    unsigned long sum = 0;
    for (unsigned long i = 0; i < n; ++i) {
        const int c = fgetc(in);
        if (c == EOF) {
            fprintf(stderr, "small_io_fgetc: '%s' has fewer than %lu bytes\n", argv[1], n);
            return 1;
        }
        sum += (unsigned)c;
    }
    fclose(in);
    printf("%lu\n", sum);
    return 0;
}
