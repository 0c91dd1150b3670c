// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The trace file that grows (iolt.h, "Growth"): the file is mapped once for its largest size, and
 * each extension is an ftruncate inside that mapping. So the file stays one range of memory, iol_g.base + offset finds
 * every byte of it, and nothing written is ever moved: pointers the hot path keeps (a slot, an
 * event) stay valid. The tables' segments and the threads' further slot tables are such
 * extensions. Every function here that changes the file is called with the header's lock held. */
#pragma once

#include "iol.h"

/* Maps the new trace file fd (`size` bytes now) with room to grow, sized for thread blocks of
 * `thread_block` bytes; the base, or MAP_FAILED. */
void* iol_grow_map(int fd, uint64_t size, uint64_t thread_block);
/* The length of the current reservation (munmap'ed whole by a fork child, with the parent's file). */
uint64_t iol_grow_reserved(void);
/* Forgets the segments' reservations (a new file: state.c's create_file). */
void iol_grow_reset(void);
/* Appends `bytes` (rounded up to pages) to the file; the new region's offset, or 0 when the file
 * cannot grow (its reservation is used up, or the file system refuses): IOLT_FLAG_NO_SPACE is set. */
uint64_t iol_grow_file(uint64_t bytes);

/* Entry `index` (entries of `size` bytes) of table t: its segment added if need be and its pages
 * reserved (space.h); NULL when there is no room. Threads' blocks are reserved by their thread. */
void* iol_table_claim(enum iolt_table t, uint64_t index, uint64_t size);
/* Entry `index` of table t if its segment exists, else NULL (nothing added). */
void* iol_table_at(enum iolt_table t, uint64_t index, uint64_t size);
/* The number of entries table t has room for in segment 0 (its first). */
uint64_t iol_table_first(enum iolt_table t);
