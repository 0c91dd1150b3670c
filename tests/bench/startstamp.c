/* SPDX-FileCopyrightText: 2026 The iolens authors
 * SPDX-License-Identifier: GPL-3.0-or-later */
/* iolens-bench trace's start-latency probe: writes CLOCK_MONOTONIC, in ns, as its main() begins,
 * into the file named by argv[1]. The bench takes the time since it spawned the command. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <time.h>

int main(int argc, char** argv)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (argc != 2)
        return 2;
    FILE* out = fopen(argv[1], "w");
    if (!out)
        return 1;
    fprintf(out, "%lld\n", (long long)now.tv_sec * 1000000000LL + now.tv_nsec);
    return fclose(out) == 0 ? 0 : 1;
}
