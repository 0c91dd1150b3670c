// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Pages of mapped files: reads and writes through a file mapping are memory accesses, not calls,
 * so no wrapper sees them. What the library can see is the mapping: the mmap wrapper remembers each
 * mapping of a regular file (address, length, file, the mmap's call site and zone) in a small
 * bounded table, and when the mapping goes away (munmap, a MAP_FIXED mapping or mremap over it,
 * exec, exit) the pages of it that are in the process's page tables are counted from
 * /proc/self/pagemap (8 bytes a page: bit 63 present, bit 62 swapped) and recorded as the call kind
 * IOLT_CALL_PAGE_FAULTS on the file, at the mmap's site: count = pages, bytes = pages x page size.
 * Of those, the pages that were not in the page cache when the file was mapped were read from
 * storage for the process's faults: recorded the same way as IOLT_CALL_PAGES_FROM_DISK.
 *
 * What that measures: the pages the process touched, plus those the kernel mapped with them
 * (fault-around maps up to 16 neighbouring pages already in the page cache on a read fault), less
 * those it reclaimed or the program dropped (madvise) before the measurement. Time spent in the
 * faults is not measured: the slots' calls are recorded untimed (timed 0). A mapping that was not
 * measured (table full, pagemap unreadable, unmapped by a call the library did not trace) is
 * counted in header.maps_unmeasured. */
#pragma once

#include "iol.h"

#include <stddef.h>
#include <stdint.h>

/* A successful mmap of a regular file (fd, from offset): remembered (entries it overlaps are stale and
 * dropped), with which of its pages were in the page cache then (mincore), so that the pages its
 * faults had read from storage are known when it is measured (IOLT_CALL_PAGES_FROM_DISK).
 * t0: the mmap's time; site and zone: the mmap's slot's. */
void iol_map_added(
    struct iol_tls* t, int fd, int64_t offset, void* addr, size_t length, uint32_t file, uint32_t site, uint32_t zone);
/* Before [addr, addr + length) is unmapped or replaced: the overlapping parts of remembered
 * mappings are measured and recorded into t's block (measure 0: only forgotten, counted unmeasured). */
void iol_map_removing(struct iol_tls* t, void* addr, size_t length, int measure);
/* The file of a remembered mapping that [addr, addr + length) overlaps; -1 when none does (memory
 * that is no file's: an allocator's arena), or when the table is busy on this very thread. */
int64_t iol_map_file_of(void* addr, size_t length);
/* mremap moved or resized the mapping at old_addr to [new_addr, new_addr + new_length). */
void iol_map_moved(void* old_addr, size_t old_length, void* new_addr, size_t new_length);
/* Exit or exec: every remembered mapping measured and recorded, the table emptied. */
void iol_maps_finish(struct iol_tls* t);
/* In a fork child: mappings are measured in the process that made them (the child's page tables
 * hold only what it touched since, or copies of the parent's private pages). */
void iol_maps_fork_child(void);

/* Live entries (a cheap test before taking the lock). */
extern uint32_t iol_maps_live;

/* The counting, apart for tests: present-or-swapped pagemap entries among n (bits 63, 62). */
static inline uint64_t iol_pagemap_count(const uint64_t* entries, size_t n)
{
    uint64_t pages = 0;
    for (size_t i = 0; i < n; ++i)
        pages += (entries[i] >> 62) != 0;
    return pages;
}
