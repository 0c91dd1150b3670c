// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Shared by the trace mechanism programs: fail loudly (exit 99) so a test sees a broken program
 * as such, never as a trace with wrong counts. */
#pragma once

#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TP_CHECK(cond)                                                                                                 \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            fprintf(stderr, "%s:%d: %s failed (%s)\n", __FILE__, __LINE__, #cond, strerror(errno));                    \
            exit(99);                                                                                                  \
        }                                                                                                              \
    } while (0)
