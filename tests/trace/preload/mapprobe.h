// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tst_mappings' C side: drives the preload's table of file mappings (core/trace/preload/mappings.h)
 * in this process, without LD_PRELOAD, on real mappings of a real file. */
#pragma once

#include "iolt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What the page-fault slot of one file and its events held after a scenario. */
struct map_probe_result {
    struct iolt_slot slot; /* (file, IOLT_CALL_PAGE_FAULTS, site, zone 0) */
    uint64_t events; /* time-line events of that key */
    uint64_t event_pages; /* their counts, summed */
    uint64_t event_bytes;
    uint64_t maps_measured, maps_unmeasured; /* what the scenario added to the header's */
    uint64_t page_size;
};

/* Starts the recorder in dir unless it runs already. A file of 64 pages in dir, mapped private and
 * writable (writes fault one page each: no fault-around), its pages 0, 3, 10 and 63 written; then
 * pages 8-15 unmapped (measured: page 10), and the rest measured as at exit (pages 0, 3 and 63).
 * Recorded on file number `file`, site `site`. 0 on success. */
int map_probe_unmap_and_exit(const char* dir, uint32_t file, uint32_t site, struct map_probe_result* out);

/* A file of 16 pages mapped private and writable, pages 0 and 1 written, the mapping grown to 32
 * pages by mremap (moved where the kernel likes), its page 20 written, then measured as at exit
 * (3 pages), and an entry made stale by an unmap the table did not see, forgotten when a new
 * mapping takes its range (counted unmeasured). 0 on success. */
int map_probe_moved(const char* dir, uint32_t file, uint32_t site, struct map_probe_result* out);

/* iol_pagemap_count (mappings.h), for C++. */
uint64_t map_probe_pagemap_count(const uint64_t* entries, size_t n);

#ifdef __cplusplus
}
#endif
