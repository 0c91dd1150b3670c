// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The record of an image that cannot record itself (issue 22 §2 and §3): a traced process that
 * execs a statically linked or set-id program, or one with an environment that drops the preload.
 *
 * The new image runs none of the library, so it writes no record, and its I/O (a Go tool, busybox,
 * a musl program) went unaccounted: its kernel counts reach its parent at the reaping, and showed
 * as the parent's unseen I/O (bash running `busybox cat` of 26 MiB: 26 MiB "unseen" in bash).
 *
 * The image that execs it begins the record, just before the exec: the next generation's trace
 * file, told (IOLT_FLAG_TOLD_BY_PARENT), with the program's argv, path and working directory, its
 * start, and the kernel's counts so far as its start counts; still running. When the exec fails the
 * record is removed again. Whoever reaps the process finishes it: the traced parent's wait wrappers
 * (childrecord.h: the look that finds a child without a record finds this one too) with the
 * zombie's counts and how it ended. A parent that is not traced leaves it unfinished: the image is
 * then listed, without its end. */
#pragma once

#include "childrecord.h"

/* Before an exec of `path` (absolute or as given) with argv, from a traced image whose record is
 * this image's (the caller read the kernel's counts into its kernel_end): the new image's record
 * begun. Nothing when it cannot be made. */
void iol_untraced_image_begin(const char* path, char* const argv[]);

/* The exec failed: the record begun for it removed. */
void iol_untraced_image_cancel(void);

/* At a wait's first look at child pid, which has a record: the generation of its record begun
 * above when that is its last image's and still unfinished, else 0; *last the generation of its
 * last record. One faccessat when the child has a single image (the common case). */
uint32_t iol_untraced_image_begun(int pid, uint32_t* last);

/* After the reaping: c's begun record finished (c->begun_generation). */
void iol_untraced_image_finish(const struct iol_unrecorded_child* c, int status);
