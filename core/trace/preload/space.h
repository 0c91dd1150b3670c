// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Space for the trace file, reserved before its pages are first written.
 *
 * The trace file is sparse and MAP_SHARED: a page that the file system cannot allocate (a full
 * disk, a tmpfs at its size) would kill the program with SIGBUS at the store that touches it.
 * Every region of the file is therefore reserved ahead of use, in chunks, and a store to a page
 * past the reserved end is made only after a reservation succeeded: MADV_POPULATE_WRITE (Linux
 * 5.14) allocates the pages and reports failure instead of raising SIGBUS; on older kernels the
 * file is reopened by name and fallocate'd. When neither can reserve, the caller drops what it
 * was about to record (an event, a table entry, a thread's block) and the header says so
 * (IOLT_FLAG_NO_SPACE): the trace stops growing, stays valid, and the program goes on untouched.
 * The reader (core/trace/ioltfile.cpp) touches only what the counters publish, all reserved. */
#pragma once

#include "iol.h"

#define IOL_SPACE_CHUNK (64u << 10) /* reserved at a time past the end in use */

/* Reserves the region up to `upto` bytes from its start (and a chunk more, within its size);
 * 1 when [0, upto) may be written. Callers serialise per region (the table lock, or the thread). */
int iol_space_reserve_slow(struct iol_space* r, uint64_t upto);
static inline int iol_space_ensure(struct iol_space* r, uint64_t upto)
{
    if (IOL_LIKELY(upto <= r->reserved))
        return 1;
    return iol_space_reserve_slow(r, upto);
}

/* The trace file's path, for the fallocate fallback and the file's growth: create_file writes it
 * into this buffer of IOL_SPACE_PATH_CAP bytes directly (a path on its stack was 4 KiB more of stack
 * than the dynamic loader had touched: a page fault in every traced process). */
#define IOL_SPACE_PATH_CAP (IOL_PATH_MAX + 64)
char* iol_space_path_buffer(void);
const char* iol_space_path(void); /* "" when it did not fit */
/* The table regions of the current file (state.c sets them at creation). */
extern struct iol_space iol_space_files, iol_space_sites, iol_space_zones, iol_space_strings;
