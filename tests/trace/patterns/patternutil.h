// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Shared by the pattern programs: each is a tiny C program that does one I/O pattern of issue 11's
 * findings table a known number of times, so the end-to-end tests can assert exact counts. Only
 * POSIX calls unless the pattern is about stdio, so strace -f -c sees the same calls as iolens. */
#ifndef IOLENS_PATTERNUTIL_H
#define IOLENS_PATTERNUTIL_H

/* Included first by every program: program_invocation_short_name, MSG_WAITALL … */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Where a program leaves what it computed, so the compiler keeps the loop that computed it. */
static volatile unsigned long pattern_sink;

/* A null pointer the compiler cannot see through, for the program that must crash. */
static inline void* pattern_null_pointer(void)
{
    return (void*)pattern_sink;
}

/* One sentence naming what failed, then exit 1 (the e2e tests check the programs exit 0). */
static inline void pattern_die(const char* what, const char* path)
{
    fprintf(stderr, "%s: %s '%s': %s\n", program_invocation_short_name, what, path ? path : "", strerror(errno));
    exit(1);
}

static inline unsigned long pattern_count(const char* text, const char* name)
{
    char* end = NULL;
    errno = 0;
    const unsigned long value = strtoul(text, &end, 10);
    if (errno || !end || *end || !text[0]) {
        fprintf(stderr, "%s: %s must be a whole number, not '%s'\n", program_invocation_short_name, name, text);
        exit(2);
    }
    return value;
}

static inline void pattern_usage(int argc, int want, const char* usage)
{
    if (argc != want) {
        fprintf(stderr, "usage: %s %s\n", program_invocation_short_name, usage);
        exit(2);
    }
}

enum { kPatternRecord = 64 };

/* Record number i as exactly 64 bytes: "0000000042,TAG,0000…0042\n" (TAG at most 40 bytes). */
static inline void pattern_record(char out[kPatternRecord + 1], unsigned long i, const char* tag)
{
    int used = snprintf(out, kPatternRecord + 1, "%010lu,%.40s,", i, tag);
    const int width = kPatternRecord - 1 - used;
    snprintf(out + used, (size_t)(kPatternRecord + 1 - used), "%0*lu\n", width, i % 1000000000ul);
}

/* write(2) the whole buffer; a short write on a regular file is retried (never happens here). */
static inline void pattern_write_all(int fd, const void* data, size_t size, const char* path)
{
    const char* p = (const char*)data;
    while (size) {
        const ssize_t n = write(fd, p, size);
        if (n < 0)
            pattern_die("cannot write", path);
        p += n;
        size -= (size_t)n;
    }
}

#endif
