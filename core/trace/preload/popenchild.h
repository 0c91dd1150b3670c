// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The child glibc's popen() started, remembered by its stream until pclose() reaps it.
 *
 * popen starts its shell, and pclose waits for it, inside glibc, past every wrapper: a shell that a
 * signal ended said nothing at its end, and no wait wrapper saw its status, so its record said only
 * "ended without exit". The popen wrapper (environment.c) looks at the calling thread's
 * children (/proc/thread-self/children, Linux 3.17 with CONFIG_PROC_CHILDREN) before and after the
 * real popen: the one that is new is the stream's. The pclose wrapper (wrap_wait.c) gives the
 * status pclose returns to that child's record. The kernel's end counts are not known for it: glibc
 * reaps the zombie before pclose returns. */
#pragma once

#include "iol.h"

#include <stdio.h>

/* The calling thread's living children, as text ("12 34 "): filled before the real popen. */
struct iol_children {
    char text[2048];
    long len; /* -1: not known (no /proc, no CONFIG_PROC_CHILDREN) */
};

void iol_children_read(struct iol_children* out);

/* After the real popen gave `f`: the one child of the calling thread not in `before` is
 * remembered as f's (none, or more than one: nothing is). */
void iol_popen_started(FILE* f, const struct iol_children* before);

/* The child remembered for `f`, forgotten; 0 if none (pclose is about to reap it). */
int iol_popen_take_child(FILE* f);
